// Number.prototype.toString(radix) for integers and fractions.
function bases(n: number): void {
  console.log(n, n.toString(2), n.toString(8), n.toString(16), n.toString(36), n.toString());
}
bases(0);
bases(255);
bases(-255);
bases(65535);
bases(4294967296);
bases(2 ** 53);
bases(123456789);
bases(0.5);
bases(0.1);
bases(-3.75);
bases(NaN);
bases(-Infinity);
console.log((35).toString(36), (36).toString(36), (1295).toString(36));
console.log((3).toString(3), (80).toString(3), (1e21).toString(7));
console.log((1e21).toString(10), (-0).toString(2), (255).toString(10));
