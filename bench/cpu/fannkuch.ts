// fannkuch-redux (the Computer Language Benchmarks Game): permutations of number[]
// arrays, flips counted; arrays of small integers that Node keeps as Smis.
function fannkuch(n: number): [number, number] {
  const perm1 = new Array<number>(n);
  for (let i = 0; i < n; i++) perm1[i] = i;
  const perm = new Array<number>(n).fill(0);
  const count = new Array<number>(n).fill(0);
  let f = 0, flips = 0, nperm = 0, checksum = 0;
  let r = n;
  while (r > 0) {
    let i = 0;
    while (r !== 1) { count[r - 1] = r; r -= 1; }
    while (i < n) { perm[i] = perm1[i]; i += 1; }
    f = 0;
    let k = perm[0];
    while (k !== 0) {
      i = 0;
      while (2 * i < k) {
        const t = perm[i]; perm[i] = perm[k - i]; perm[k - i] = t;
        i += 1;
      }
      k = perm[0];
      f += 1;
    }
    if (f > flips) flips = f;
    if ((nperm & 0x1) === 0) checksum += f; else checksum -= f;
    let more = true;
    while (more) {
      if (r === n) return [checksum, flips];
      const p0 = perm1[0];
      i = 0;
      while (i < r) { const j = i + 1; perm1[i] = perm1[j]; i = j; }
      perm1[r] = p0;
      count[r] -= 1;
      if (count[r] > 0) more = false; else r += 1;
    }
    nperm += 1;
  }
  return [checksum, flips];
}
const n = +(process.argv[2] ?? 9);
const [checksum, flips] = fannkuch(n);
console.log(`${checksum}\nPfannkuchen(${n}) = ${flips}`);
