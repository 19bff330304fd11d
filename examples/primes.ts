// Counts primes below a limit with trial division by odd numbers, and prints
// the last few found: a small CPU-bound program in Kiln's first language slice.
function isPrime(n: number): boolean {
  if (n < 2) return false;
  if (n % 2 === 0) return n === 2;
  for (let d = 3; d * d <= n; d += 2) {
    if (n % d === 0) return false;
  }
  return true;
}

function describe(count: number, limit: number, last: string): string {
  return `${count} primes below ${limit}; the last ones: ${last}`;
}

const limit: number = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 100000;
let count = 0;
let last = "";
for (let n = 2; n < limit; n++) {
  if (isPrime(n)) {
    count++;
    if (limit - n < 100) last += (last.length > 0 ? ", " : "") + String(n);
  }
}
console.log(describe(count, limit, last));
