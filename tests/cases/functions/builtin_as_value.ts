// Library functions such as Math.sqrt used as first-class function values.
function apply(f: (x: number) => number, x: number): number {
  return f(x);
}
function table(name: string, f: (x: number) => number): void {
  let line: string = name.padEnd(6);
  for (let x = -2; x <= 2; x++) line += String(apply(f, x * 1.5)).padStart(6);
  console.log(line);
}
table("abs", Math.abs);
table("floor", Math.floor);
table("ceil", Math.ceil);
table("round", Math.round);
table("trunc", Math.trunc);
table("sign", Math.sign);
let g: (x: number) => number = Math.sqrt;
console.log(g(81), typeof g);
g = Math.cbrt;
console.log(g(-27));
const h: (a: number, b: number) => number = Math.pow;
console.log(h(2, 16), apply(Math.round, 2.5));
