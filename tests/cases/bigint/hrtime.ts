// process.hrtime.bigint(): a bigint of nanoseconds that never goes backwards.
const start = process.hrtime.bigint();
let prev = start;
let monotonic = true;
for (let i = 0; i < 1000; i++) {
  const now = process.hrtime.bigint();
  if (now < prev) monotonic = false;
  prev = now;
}
let x = 0;
for (let i = 0; i < 100000; i++) x += i % 7;
const end = process.hrtime.bigint();
const elapsed = end - start;
console.log(typeof start, monotonic, elapsed > 0n, elapsed < 60n * 1_000_000_000n, x);
const [s, ns] = process.hrtime();
console.log(typeof s, typeof ns, BigInt(s) * 1_000_000_000n + BigInt(ns) > 0n);
