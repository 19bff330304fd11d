// Arrays are references: aliasing, identity, passing and returning.
const a: number[] = [1, 2, 3];
const b = a;
b.push(4);
console.log(a.join(), a.length, a === b);
const c = a.slice();
c.push(5);
console.log(a.join(), c.join(), a === c, a !== c);
function addAll(xs: number[], ys: number[]): number[] {
  for (const y of ys) xs.push(y);
  return xs;
}
const d = addAll(a, [10, 20]);
console.log(d === a, a.join());
function fresh(n: number): number[] {
  const r: number[] = [];
  for (let i = 0; i < n; i++) r.push(i);
  return r;
}
const f1 = fresh(3), f2 = fresh(3);
console.log(f1 === f2, f1.join() === f2.join());
let cur = f1;
cur = f2;
cur[0] = 99;
console.log(f1.join(), f2.join());
const maybe: number[] | undefined = Math.random() < 2 ? a : undefined;
if (maybe !== undefined) console.log("len", maybe.length);
console.log(typeof a, Array.isArray(a), Array.isArray(5), Array.isArray("abc"));
