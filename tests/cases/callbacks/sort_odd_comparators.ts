// Comparators returning NaN or boolean-derived numbers.
// NaN is treated as 0 (equal), so the order is unchanged (sort is stable).
const xs = [3, 1, 2, 5, 4];
console.log(xs.slice().sort(() => NaN));
console.log(xs.slice().sort((a, b) => (a === 5 ? NaN : a - b)).length);

// Booleans converted to numbers: a full three-way comparison from two booleans.
const ys = [10, 2, 33, 4, 15, 6];
console.log(ys.slice().sort((a, b) => Number(a > b) - Number(a < b)));
console.log(ys.slice().sort((a, b) => +(a < b) - +(a > b)));

// Sorting booleans with a numeric comparator: false (0) before true (1).
const flags = [true, false, true, false, false];
console.log(flags.slice().sort((a, b) => Number(a) - Number(b)));
console.log(flags.slice().sort((a, b) => Number(b) - Number(a)));

// Objects with a boolean key: stable partition.
interface Item {
  id: number;
  urgent: boolean;
}
const items: Item[] = [
  { id: 1, urgent: false },
  { id: 2, urgent: true },
  { id: 3, urgent: false },
  { id: 4, urgent: true },
  { id: 5, urgent: false },
];
items.sort((a, b) => Number(b.urgent) - Number(a.urgent));
console.log(items.map((i) => i.id + (i.urgent ? "!" : "")).join(" "));

// Comparator returning -0 or a fraction.
console.log([3, 1, 2].sort((a, b) => (a - b) / 1000), [3, 1, 2].sort(() => -0));

// Mixed-sign fractional keys.
const fr = [0.5, -0.25, 0.125, -1, 1];
console.log(fr.sort((a, b) => a - b), fr.slice().sort());
