// Arrow functions with expression and block bodies, stored in module variables.
const add = (a: number, b: number): number => a + b;
const mul = (a: number, b: number): number => {
  return a * b;
};
const shout = (s: string): string => s.toUpperCase() + "!";
const isEven = (n: number): boolean => n % 2 === 0;
const nothing = (): void => {};
const compose = (f: (x: number) => number, g: (x: number) => number, x: number): number => f(g(x));
console.log(add(2, 3), mul(4, 5), shout("hey"), isEven(10), isEven(7), nothing());
console.log(compose((x: number): number => x + 1, (x: number): number => x * 10, 4));
const binop = (op: string): ((a: number, b: number) => number) => {
  switch (op) {
    case "+": return add;
    case "*": return mul;
    default: return (a: number, b: number): number => a - b;
  }
};
console.log(binop("+")(6, 7), binop("*")(6, 7), binop("-")(6, 7));
function fold(n: number, init: number, step: (acc: number, i: number) => number): number {
  let acc: number = init;
  for (let i = 1; i <= n; i++) acc = step(acc, i);
  return acc;
}
console.log(fold(5, 0, add), fold(5, 1, mul), fold(10, 0, (acc: number, i: number): number => acc * 2 + i % 2));
