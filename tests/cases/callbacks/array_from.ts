// Array.from: from an array-like {length} with a map function, and from arrays.
const squares = Array.from({ length: 6 }, (_, i) => i * i);
console.log(squares);
const letters = Array.from({ length: 5 }, (_, i) => String.fromCharCode(97 + i));
console.log(letters.join(""));
const grid = Array.from({ length: 3 }, (_, r) => Array.from({ length: 4 }, (_, c) => r * 4 + c));
console.log(grid);
const none = Array.from({ length: 0 }, () => 1);
console.log(none, none.length);

// Array.from of an array is a shallow copy.
const src = [{ v: 1 }, { v: 2 }];
const copy = Array.from(src);
copy.push({ v: 3 });
copy[0].v = 100;
console.log(src.length, copy.length, src[0].v, copy === src, copy[0] === src[0]);

// With a map function over an array: value and index.
const doubled = Array.from([1, 2, 3], (x, i) => x * 2 + i);
console.log(doubled);
const strs = Array.from(["a", "b"], (s) => s.toUpperCase());
console.log(strs);

// Array.from of an array with holes produces undefined, not holes.
const holey: number[] = new Array(3);
holey[1] = 5;
const filled = Array.from(holey, (x) => (x === undefined ? -1 : x));
console.log(holey, filled);

// Array.isArray.
const notArr = { length: 2 };
console.log(Array.isArray(squares), Array.isArray(grid[0]), Array.isArray(notArr), Array.isArray(letters.join("")));

// Objects built from indexes.
interface Slot {
  id: number;
  label: string;
  free: boolean;
}
const slots: Slot[] = Array.from({ length: 4 }, (_, i) => ({ id: i + 1, label: "S" + (i + 1), free: i % 2 === 0 }));
console.log(slots);
console.log(slots.filter((s) => s.free).map((s) => s.label));

// A range helper.
function range(lo: number, hi: number, step: number = 1): number[] {
  return Array.from({ length: Math.max(0, Math.ceil((hi - lo) / step)) }, (_, i) => lo + i * step);
}
console.log(range(0, 5), range(10, 0, -3), range(5, 5), range(0, 1, 0.25));
