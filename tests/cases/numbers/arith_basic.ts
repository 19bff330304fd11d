// Basic arithmetic on doubles: the four operations, precedence and unary minus.
const a: number = 7;
const b: number = 2;
console.log(a + b, a - b, a * b, a / b);
console.log(a % b, a ** b, -a, +b);
console.log(1 + 2 * 3, (1 + 2) * 3, 2 ** 3 ** 2, (2 ** 3) ** 2);
console.log(10 / 4, 10 / 3, 1 / 3 * 3);
console.log(0.1 + 0.2, 0.1 + 0.2 === 0.3, 0.3 - 0.1);
console.log(1 - 0.9, 3 * 1.1, 100 * 1.1);
console.log(-7 / 2, Math.floor(-7 / 2), Math.trunc(-7 / 2));
let total: number = 0;
for (let i = 1; i <= 100; i++) {
  total += i;
}
console.log("sum 1..100 =", total);
let product: number = 1;
for (let i = 1; i <= 20; i++) {
  product *= i;
}
console.log("20! =", product);
product *= 21;
console.log("21! =", product);
console.log(2 - -2, - -3, -(-(-4)));
