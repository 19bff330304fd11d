// Math.floor, ceil, round, trunc and sign on tricky inputs.
function row(x: number): void {
  console.log(x, Math.floor(x), Math.ceil(x), Math.round(x), Math.trunc(x), Math.sign(x));
}
row(2.5);
row(-2.5);
row(3.5);
row(-3.5);
row(0.49999999999999994);
row(-0.49999999999999994);
row(0.5);
row(-0.5);
row(-0.4);
row(1.4999999999999998);
row(4503599627370495.5);
row(-4503599627370495.5);
row(9007199254740993);
row(1e21 + 0.5);
row(-0);
row(NaN);
row(-Infinity);
row(5e-324);
row(-5e-324);
