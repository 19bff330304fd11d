// Number#toString(radix) of integers (the integer-division path) and around its edges.
const values = [0, -0, 1, -1, 7, 35, 36, 255, -255, 4096, 65535, 1e9 + 7, -123456789,
  2 ** 31, 2 ** 32 - 1, 2 ** 52 + 1, 2 ** 53 - 1, -(2 ** 53 - 1), 2 ** 53, 2 ** 53 + 2, 2 ** 64, 1e21, 1.5, -0.25];
for (const radix of [2, 3, 8, 16, 29, 36]) console.log(radix, values.map((v) => v.toString(radix)).join(" "));
let ids = "";
for (let i = 0; i < 2000; i += 37) ids += i.toString(36) + (i % 2 ? "-" : "+");
console.log(ids);
console.log((0xdeadbeef).toString(16).padStart(10, "0"), (-(2 ** 40)).toString(2).length);
