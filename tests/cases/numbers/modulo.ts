// The % operator: sign follows the dividend; works on fractions and specials.
function show(a: number, b: number): void {
  console.log(`${a} % ${b} =`, a % b);
}
show(7, 3);
show(-7, 3);
show(7, -3);
show(-7, -3);
show(5.5, 2);
show(-5.5, 2);
show(0.3, 0.1);
show(1e17, 7);
show(10, 0);
show(0, 5);
show(-0, 5);
show(Infinity, 3);
show(3, Infinity);
show(-3, Infinity);
show(NaN, 2);
show(2 ** 53, 3);
let x: number = 123456789;
x %= 1000;
console.log(x);
console.log(-1 % 1, 4.75 % 0.5, 4.75 % 0.3);
