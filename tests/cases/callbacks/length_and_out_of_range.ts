// Out-of-range reads give undefined; length assignment truncates or extends.
interface P {
  name: string;
}
const ps: P[] = [{ name: "a" }, { name: "b" }, { name: "c" }];
const beyond: P | undefined = ps[3];
const negative: P | undefined = ps[-1];
console.log(beyond, negative, ps[1.5] === undefined);

// A guarded read.
function nameAt(i: number): string {
  const p: P | undefined = ps[i];
  return p === undefined ? "(none)" : p.name;
}
console.log([0, 2, 3, -1, 100].map(nameAt).join(","));

// Truncating drops elements; extending adds holes.
ps.length = 1;
console.log(ps, ps.length);
ps.length = 3;
console.log(ps, ps.length, ps[2]);
ps[2] = { name: "z" };
console.log(ps);
ps.length = 0;
console.log(ps, nameAt(0));

// Length of number arrays, and writes that extend the array.
const xs: number[] = [1, 2, 3, 4, 5];
xs.length = 2;
console.log(xs, xs[3]);
xs[xs.length] = 9;
console.log(xs, xs.length);

// Nested arrays: out of range on either level.
const m: number[][] = [[1, 2], [3]];
const row: number[] | undefined = m[5];
console.log(row, m[1][1], m[0][2]);

// pop and shift on an empty array give undefined.
const e: P[] = [];
console.log(e.pop(), e.shift(), e.length);

// shift/unshift/push/pop return values.
const q: string[] = [];
console.log(q.push("a", "b"), q.unshift("z"), q.unshift("x", "y"), q);
console.log(q.shift(), q.pop(), q, q.length);
