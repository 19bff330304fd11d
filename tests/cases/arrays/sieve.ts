// Sieve of Eratosthenes with a boolean[].
function sieve(n: number): number[] {
  const composite: boolean[] = [];
  for (let i = 0; i <= n; i++) composite.push(false);
  const primes: number[] = [];
  for (let i = 2; i <= n; i++) {
    if (composite[i]) continue;
    primes.push(i);
    for (let j = i * i; j <= n; j += i) composite[j] = true;
  }
  return primes;
}
const ps = sieve(100);
console.log(ps.length, ps.join(" "));
const big = sieve(100000);
console.log(big.length, big[big.length - 1], big.at(-2));
const flags = new Array<boolean>(5).fill(true);
flags[2] = false;
console.log(flags.join(), flags.indexOf(false), flags.includes(false));
