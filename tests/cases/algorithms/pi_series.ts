// Approximates pi with several series; prints the error as a check.
function leibniz(terms: number): number {
  let s: number = 0;
  for (let k = 0; k < terms; k++) s += (k % 2 === 0 ? 4 : -4) / (2 * k + 1);
  return s;
}
function wallis(terms: number): number {
  let p: number = 2;
  for (let k = 1; k <= terms; k++) p *= (4 * k * k) / (4 * k * k - 1);
  return p;
}
function nilakantha(terms: number): number {
  let s: number = 3;
  let sign: number = 1;
  for (let k = 2; k < 2 * terms + 2; k += 2) {
    s += (sign * 4) / (k * (k + 1) * (k + 2));
    sign = -sign;
  }
  return s;
}
for (let n = 10; n <= 100000; n *= 10) {
  console.log(
    String(n).padStart(6),
    leibniz(n).toFixed(10),
    wallis(n).toFixed(10),
    nilakantha(n).toFixed(12),
    (Math.abs(leibniz(n) - Math.PI) * n).toFixed(6),
  );
}
console.log(Math.PI.toFixed(12));
