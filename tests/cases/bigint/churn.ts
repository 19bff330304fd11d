// Many short-lived bigints: the collector reclaims them while long-lived ones stay intact.
const keep: bigint[] = [];
let acc = 0n;
for (let i = 0; i < 200000; i++) {
  const x = BigInt(i) * 0x1_0000_0001n + (BigInt(i) << 70n);
  acc ^= x;
  if (i % 20000 === 0) keep.push(x * x);
}
console.log(acc);
console.log(keep);
let h = 0n;
for (let i = 0n; i < 2000n; i++) h = (h * 31n + i) % (2n ** 127n - 1n);
console.log(h);
