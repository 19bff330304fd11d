// Collatz: longest chain below a bound, and huge intermediate values.
function steps(n: number): number {
  let s: number = 0;
  while (n !== 1) {
    n = n % 2 === 0 ? n / 2 : 3 * n + 1;
    s++;
  }
  return s;
}
let best: number = 0;
let bestN: number = 1;
for (let n = 1; n < 300000; n++) {
  const s: number = steps(n);
  if (s > best) {
    best = s;
    bestN = n;
  }
}
console.log("longest below 300000:", bestN, best);
let peak: number = 0;
let v: number = 77031;
while (v !== 1) {
  if (v > peak) peak = v;
  v = v & 1 ? 3 * v + 1 : v / 2;
}
console.log("peak of 77031:", peak, peak > 2 ** 31);
console.log(steps(1), steps(2), steps(27), steps(837799), steps(2 ** 50));
