// ToInt32 / ToUint32 on values that are not 32-bit integers.
function show(x: number): void {
  console.log(x, x | 0, x >>> 0, x >> 0, ~~x, x << 0);
}
show(3.99);
show(-3.99);
show(2147483648);
show(4294967296);
show(4294967297);
show(-2147483649);
show(1e10);
show(-1e10);
show(2 ** 53 + 2);
show(1e21);
show(1e300);
show(NaN);
show(Infinity);
show(-Infinity);
show(-0);
show(0.5);
show(-0.5);
show(9007199254740991);
