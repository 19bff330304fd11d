import { Matrix, identity, fromRows, power } from "./linalg";

const a = fromRows([[1, 2], [3, 4]]);
const b = fromRows([[0, 1], [1, 0]]);
console.log(a.mul(b).toString());
console.log(a.mul(identity(2)).toString());
const fib = power(fromRows([[1, 1], [1, 0]]), 30);
console.log("fib(30) =", fib.get(0, 1));
const m: Matrix = new Matrix(2, 3);
m.set(1, 2, 7.25);
console.log(m.toString(), m.data.length);
