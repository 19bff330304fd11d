// Number.prototype.toPrecision, including the switch to exponent notation.
function p(x: number): void {
  console.log(x.toPrecision(1), x.toPrecision(3), x.toPrecision(6), x.toPrecision(10));
}
p(0);
p(1);
p(123.456);
p(0.000123456);
p(123456789);
p(-9.99);
p(1e21);
p(1e-7);
p(2 / 3);
p(NaN);
p(-Infinity);
console.log((5).toPrecision(), (0.5).toPrecision(1), (1.25).toPrecision(2), (1.35).toPrecision(2));
