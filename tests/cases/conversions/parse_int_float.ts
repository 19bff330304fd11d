// parseInt and parseFloat: prefixes, radix, partial parses and NaN.
console.log(parseInt("42"), parseInt("  -42abc"), parseInt("abc"), parseInt(""), parseInt("0x1A"));
console.log(parseInt("1010", 2), parseInt("777", 8), parseInt("ff", 16), parseInt("FF", 16), parseInt("zz", 36));
console.log(parseInt("0x1A", 16), parseInt("0x1A", 10), parseInt("12", 0), parseInt("12", 1), parseInt("12", 37));
console.log(parseInt("3.99"), parseInt("-3.99"), parseInt("1e3"), parseInt("+7"), parseInt("- 7"));
console.log(parseInt("9007199254740993"), parseInt("123456789012345678901234567890"));
console.log(parseInt("-0"), parseInt("0"), parseInt("08"), parseInt("0b11"), parseInt("  12  34"));
console.log(parseFloat("3.14"), parseFloat("  3.14abc"), parseFloat(".5"), parseFloat("-.5e2"), parseFloat("e5"));
console.log(parseFloat("Infinity"), parseFloat("-Infinityx"), parseFloat("0x10"), parseFloat("1e"), parseFloat("1e+"));
console.log(parseFloat(""), parseFloat("-0"), parseFloat("1.7976931348623159e308"), parseFloat("5e-325"));
console.log(parseFloat("0.1e-6"), parseFloat("123456789012345678901234567890"), parseFloat("1_5"));
console.log(parseInt("١٢"), parseInt("12", 3), parseInt("2", 2), parseInt("z", 35), parseInt("Z", 36));
function toDecimal(s: string, radix: number): string {
  const n: number = parseInt(s, radix);
  return `${s}(base ${radix}) = ${n}`;
}
console.log(toDecimal("11111111", 2));
console.log(toDecimal("kiln", 36));
console.log(toDecimal("-7fffffff", 16));
