// Binary search over a sorted number[] and lower bound insertion.
function lowerBound(a: number[], x: number): number {
  let lo = 0, hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function insertSorted(a: number[], x: number): void {
  const at = lowerBound(a, x);
  a.push(0);
  for (let i = a.length - 1; i > at; i--) a[i] = a[i - 1];
  a[at] = x;
}
const a: number[] = [];
for (const x of [50, 10, 40, 20, 30, 20, 60, 0, 35]) insertSorted(a, x);
console.log(a.join(" "));
for (const q of [-5, 0, 20, 21, 35, 60, 99]) {
  const i = lowerBound(a, q);
  console.log(q, i, a[i] === q ? "found" : "absent");
}
