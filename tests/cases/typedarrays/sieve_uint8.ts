// args: 200000
// Sieve of Eratosthenes over a Uint8Array, size taken from the command line.
const n = process.argv.length > 2 ? Number(process.argv[2]) : 1000;
const composite = new Uint8Array(n + 1);
composite[0] = 1;
composite[1] = 1;
for (let i = 2; i * i <= n; i++) {
  if (composite[i] === 1) continue;
  for (let j = i * i; j <= n; j += i) composite[j] = 1;
}
let count = 0;
let last = 0;
let sum = 0;
for (let i = 0; i <= n; i++) {
  if (composite[i] === 0) {
    count++;
    last = i;
    sum += i;
  }
}
console.log(`primes <= ${n}: ${count}, largest ${last}, sum ${sum}`);

// Twin primes and the largest gap, using the same buffer.
let twins = 0;
let gap = 0;
let gapAt = 0;
let prev = 2;
for (let i = 3; i <= n; i++) {
  if (composite[i] !== 0) continue;
  if (i - prev === 2) twins++;
  if (i - prev > gap) {
    gap = i - prev;
    gapAt = prev;
  }
  prev = i;
}
console.log(`twin pairs: ${twins}, largest gap ${gap} after ${gapAt}`);

// A small view of the buffer.
console.log(composite.slice(0, 30).join(""));
