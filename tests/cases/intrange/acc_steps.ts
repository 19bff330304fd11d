// Accumulators that grow by small integer amounts stay exact; a wider amount makes them doubles.
function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}
function digit(n: number): number {
  return n % 10;
}
function wide(n: number): number {
  return n * 1000;
}
let count = 0;
let total = 0;
let down = 0;
let big = 0;
let frac = 0;
for (let i = 0; i < 2000; i++) {
  count += isPrime(i) ? 1 : 0;
  total += digit(i);
  down -= digit(i) - 4;
  big = big + wide(i);
  frac += i % 3 === 0 ? 0.5 : 1;
}
console.log(count, total, down, big, frac);
let z = -0;
z += 0;
console.log(1 / z);
let y = 0;
y -= 0;
console.log(1 / y);
