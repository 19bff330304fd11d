// Integers past 2^31 and 2^53 stay doubles: no wrap-around, but precision loss.
let n: number = 2147483647;
console.log(n, n + 1, n * 2, -n - 1, -n - 2);
n = 4294967295;
console.log(n, n + 1, n * n);
const safe: number = 9007199254740991;
console.log(safe, safe + 1, safe + 2, safe + 3, safe + 4);
console.log(safe + 1 === safe + 2, 2 ** 53 + 1 === 2 ** 53);
let big: number = 1;
for (let i = 0; i < 70; i++) {
  big *= 2;
}
console.log(big, big + 1 === big);
console.log(123456789 * 987654321);
console.log(99999999999 * 99999999999);
let acc: number = 1;
for (let i = 0; i < 25; i++) {
  acc = acc * 31 + i;
}
console.log(acc);
console.log(2 ** 31, 2 ** 32, 2 ** 63, 2 ** 64, 2 ** 1023, 2 ** 1024);
console.log(-(2 ** 31), -(2 ** 53), 2 ** -1074, 2 ** -1075);
