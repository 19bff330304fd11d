// Arrays as optional and default parameters, in unions, conditionals and nested.
function mk(n: number) {
  const r: number[] = [];
  for (let i = 0; i < n; i++) r.push(i);
  return r;
}
function total(xs: number[] = [100], extra?: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  if (extra) for (const x of extra) s += x;
  const e = extra || [];
  return s + e.length;
}
const m = mk(4);
console.log(m.join(), total(), total(m), total(m, [1, 1]));
const pick = m.length > 2 ? m : [0];
console.log(pick === m, (m.length > 10 ? m : [7, 8]).join());
let maybe: string[] | undefined;
maybe = ["q"];
console.log(maybe.length, maybe[0]);
function describe(x: number[] | string): string {
  if (typeof x === "object") return "array of " + x.length;
  return "string " + x;
}
console.log(describe([1, 2]), describe("s"));
function findAll(xs: number[], x: number): number[] | null {
  const r: number[] = [];
  for (let i = 0; i < xs.length; i++) if (xs[i] === x) r.push(i);
  return r.length > 0 ? r : null;
}
const hits = findAll([1, 2, 1, 3, 1], 1);
console.log(hits === null ? "none" : hits.join(), findAll([], 4));
const nested: string[][] = [];
nested.push([]);
nested[0].push("deep");
nested[3] = ["x"];
console.log(nested.length, nested[0][0], nested[1], nested.join("|"));
const arr2 = [1, 2, 3];
console.log(arr2.indexOf(2) >= 0 && arr2.includes(3), -arr2[0], arr2[0] + arr2[1] * arr2[2]);
