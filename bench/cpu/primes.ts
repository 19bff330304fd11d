// Prime counting over a numeric loop (trial division by odd numbers up to sqrt):
// this slice has no arrays yet, so the "sieve" is a loop sieve.
function isPrime(n: number): boolean {
  if (n < 2) return false;
  if (n % 2 === 0) return n === 2;
  for (let d = 3; d * d <= n; d += 2) {
    if (n % d === 0) return false;
  }
  return true;
}
const limit: number = process.argv.length > 2 ? Number(process.argv[2]) : 5_000_000;
let count = 0;
let sum = 0;
for (let n = 2; n < limit; n++) {
  if (isPrime(n)) {
    count++;
    sum = (sum + n) % 1_000_000_007;
  }
}
console.log(count, sum);
