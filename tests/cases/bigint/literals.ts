// BigInt literals in every base, with separators, and how they print.
const values: bigint[] = [0n, 1n, -1n, 10n, 0x1fn, 0XFFn, 0o777n, 0b1011n, 1_000_000n, 0xdead_beefn,
  123456789012345678901234567890n, -98765432109876543210987654321n, 0xffff_ffff_ffff_ffff_ffffn];
for (const v of values) console.log(v, String(v), `${v}`, v.toString(), typeof v);
console.log(values);
const neg = -0n;
console.log(neg, neg === 0n, -neg);
let x = 5n;
x++;
++x;
x--;
console.log(x, x++, x, --x, x);
x += 100n;
x -= 1n;
x *= -3n;
x /= 4n;
x %= 7n;
x **= 3n;
console.log(x);
let y = 0b1100n;
y &= 0b1010n;
y |= 0b0001n;
y ^= 0b1111n;
y <<= 4n;
y >>= 2n;
console.log(y);
