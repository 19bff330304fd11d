// Number(), String(), BigInt() between bigint and the other primitives.
const vals: bigint[] = [0n, 1n, -1n, 2n ** 53n, 2n ** 53n + 1n, 2n ** 53n + 2n, 2n ** 53n + 3n, 2n ** 64n - 1n,
  2n ** 100n + 2n ** 47n, 2n ** 100n + 2n ** 47n + 1n, 2n ** 100n + 3n * 2n ** 47n, 10n ** 308n, 2n ** 1023n * 3n, 2n ** 1024n, -(10n ** 400n)];
for (const v of vals) console.log(Number(v), String(v).length, Number(v) === Number(String(v)));
const nums: number[] = [0, -0, 1, -1, 2 ** 53, 2 ** 53 + 2, 1e21, -1e21, 2 ** 64, 1.5e300, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];
for (const n of nums) console.log(n, BigInt(n), BigInt(n) === BigInt(String(BigInt(n))));
console.log(BigInt(true), BigInt(false), BigInt("  -99 "), BigInt(BigInt(7)));
console.log(Number(BigInt.asUintN(64, -1n)), Number(-(2n ** 63n)));
const s: string = `${2n ** 70n}`;
console.log(s, s.length, BigInt(s) === 2n ** 70n);
const z: bigint = BigInt(0), five: bigint = BigInt(5), minus: bigint = BigInt(-1);
console.log(Boolean(z), Boolean(five), !z, !!minus, z ? "yes" : "no", five ? "yes" : "no");
let count = 0;
for (let b = 10n; b; b -= 1n) count++;
const maybe: bigint | undefined = count > 100 ? undefined : z;
console.log(count, z || "fallback", five && "and", maybe ?? "nullish");
console.log((12345678901234567890n).toLocaleString(), (-1000n).toLocaleString(), (999n).toLocaleString(), (0n).toLocaleString());
