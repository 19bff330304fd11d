// 500 digits of pi by Machin's formula in fixed-point bigint arithmetic, and e by its series.
function arctanInv(x: bigint, unity: bigint): bigint {
  let sum = 0n, term = unity / x, n = 1n, sign = 1n;
  const x2 = x * x;
  while (term !== 0n) {
    sum += (sign * term) / n;
    term /= x2;
    n += 2n;
    sign = -sign;
  }
  return sum;
}
function piDigits(digits: number): string {
  const guard = 10n;
  const unity = 10n ** (BigInt(digits) + guard);
  const pi = 4n * (4n * arctanInv(5n, unity) - arctanInv(239n, unity));
  const s = (pi / 10n ** guard).toString();
  return s[0] + "." + s.slice(1);
}
function eDigits(digits: number): string {
  const unity = 10n ** BigInt(digits + 10);
  let sum = 0n, term = unity;
  for (let k = 1n; term > 0n; k++) {
    sum += term;
    term /= k;
  }
  const s = (sum / 10n ** 10n).toString();
  return s[0] + "." + s.slice(1);
}
const pi = piDigits(500);
for (let i = 0; i < pi.length; i += 72) console.log(pi.slice(i, i + 72));
console.log(eDigits(200));
