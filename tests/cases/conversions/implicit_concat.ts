// The + operator: string concatenation when either side is a string.
const n: number = 5;
const s: string = "5";
const b: boolean = true;
console.log(n + n, s + s, n + s, s + n, n + n + s, s + n + n, s + (n + n));
console.log("" + n === s, n + "" === s, `${n}` === s);
console.log("x" + b, "x" + null, "x" + undefined, "x" + NaN, "x" + -0, "x" + 1e21, "x" + 1e-7);
let path: string = "";
for (let i = 0; i < 4; i++) path += "/" + i;
console.log(path);
let mixed: string = 1 + 2 + "3" + (4 + 5) + 6 * 7;
console.log(mixed, mixed.length);
const price: number = 9.99;
const qty: number = 3;
console.log("Total: " + price * qty + " (" + qty + " x " + price + ")");
console.log("Total: " + (price * qty).toFixed(2));
let v: number | string = 10;
v = v + "1";
console.log(v, typeof v);
