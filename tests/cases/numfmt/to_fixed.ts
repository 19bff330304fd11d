// Number.prototype.toFixed: rounding, padding, negatives and large values.
const values: string = "";
function row(x: number): void {
  console.log(x, x.toFixed(), x.toFixed(0), x.toFixed(1), x.toFixed(2), x.toFixed(5));
}
row(0);
row(1);
row(-1.5);
row(1.005);
row(1.45);
row(2.5);
row(-2.5);
row(0.000001);
row(123.456);
row(1e20);
row(1e21);
row(-0);
row(NaN);
row(Infinity);
row(0.1 + 0.2);
console.log((1234.5678).toFixed(10), (0.5).toFixed(0), (1.5).toFixed(0), (-0.5).toFixed(0));
console.log((5e-7).toFixed(6), (5e-7).toFixed(7), (99.995).toFixed(2), (8.345).toFixed(2));
const price: number = 19.999;
console.log("$" + price.toFixed(2), values.length);
