// Operator precedence among arithmetic, comparison, bitwise and logical operators.
const a: number = 5;
const b: number = 3;
const c: number = 2;
console.log(a + b * c, (a + b) * c, a - b - c, a - (b - c), a / b / c);
console.log(a > b && b > c, a > b === b > c, a & b | c, a & (b | c), a ^ b & c);
console.log(a << 1 + 1, (a << 1) + 1, a + b << c, (-a) ** 2 === a ** 2, -(a ** 2));
console.log(a % b * c, a % (b * c), -a % b, !a === false, !(a === 5));
console.log(a < b || b < c || c < a, a === 5 && b === 3 || c === 99);
console.log(1 + 2 + "3" + 4 + 5, "1" + 2 * 3, "10" + (5 - 2), 2 ** -1);
console.log(a > b ? "yes" : "no", a > b ? b > c ? "both" : "first" : "neither");
console.log(typeof a + b, typeof (a + b), ~a + 1, -~a, ~-a);
let x: number = 1;
x += x *= 2;
console.log(x);
let y: number = 10;
y -= y - (y = 3);
console.log(y);
