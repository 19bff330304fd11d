// Counts primes by trial division and prints prime gaps (no arrays needed).
function isPrime(n: number): boolean {
  if (n < 2) return false;
  if (n % 2 === 0) return n === 2;
  for (let d = 3; d * d <= n; d += 2) {
    if (n % d === 0) return false;
  }
  return true;
}
let count: number = 0;
let last: number = 2;
let maxGap: number = 0;
let gapAt: number = 0;
for (let n = 2; n < 100000; n++) {
  if (isPrime(n)) {
    count++;
    if (n - last > maxGap) {
      maxGap = n - last;
      gapAt = last;
    }
    last = n;
  }
}
console.log("primes below 100000:", count);
console.log("largest:", last, "max gap:", maxGap, "after", gapAt);
let twins: number = 0;
for (let n = 3; n + 2 < 10000; n += 2) if (isPrime(n) && isPrime(n + 2)) twins++;
console.log("twin pairs below 10000:", twins);
console.log(isPrime(2147483647), isPrime(2147483649), isPrime(999999937), isPrime(1), isPrime(0));
