// Numeric literal forms: hex, octal, binary, exponents, separators.
console.log(0xff, 0XFF, 0o17, 0b1010, 0B11);
console.log(1_000_000, 0x7fff_ffff, 0b1111_0000);
console.log(1e3, 1E3, 1.5e-3, 2e+2, .5, 5., 0.000001, 0.0000001);
console.log(1e21, 1e20, 123e18, 1.7976931348623157e308, 5e-324);
console.log(0x1fffffffffffff, 0x20000000000001);
console.log(9007199254740993, 18446744073709551615);
console.log(3.14159265358979323846, 2.718281828459045);
console.log(0.1, 0.2, 0.30000000000000004);
console.log(1.0, 100.50, -0.0, 1e-7, 1.5e-7, 123456.789e3);
console.log(0xdeadbeef, 0xcafebabe | 0, 0o777, 0b11111111111111111111111111111111);
const max: number = 0xffffffff;
console.log(max, max + 1, max.toString(16), (max + 1).toString(2));
