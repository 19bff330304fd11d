// Prefix sums and range queries.
function prefix(xs: number[]): number[] {
  const out: number[] = [0];
  for (let i = 0; i < xs.length; i++) out.push(out[i] + xs[i]);
  return out;
}
function rangeSum(p: number[], lo: number, hi: number): number {
  return p[hi] - p[lo];
}
const data: number[] = [];
for (let i = 1; i <= 20; i++) data.push((i * 7) % 11);
const p = prefix(data);
console.log(data.join(","));
console.log(p.join(","));
console.log(rangeSum(p, 0, 20), rangeSum(p, 5, 10), rangeSum(p, 19, 20));
let best = -Infinity, bestAt = -1;
for (let i = 0; i + 3 <= data.length; i++) {
  const s = rangeSum(p, i, i + 3);
  if (s > best) { best = s; bestAt = i; }
}
console.log(`best window of 3 starts at ${bestAt} with sum ${best}`);
