// Functions taking and returning functions: compose, twice, curry, flip.
type F = (x: number) => number;

function compose(f: F, g: F): F {
  return (x) => f(g(x));
}
function twice(f: F): F {
  return compose(f, f);
}
function times(n: number, f: F): F {
  let r: F = (x) => x;
  for (let i = 0; i < n; i++) r = compose(f, r);
  return r;
}
const inc: F = (x) => x + 1;
const dbl: F = (x) => x * 2;
console.log(compose(inc, dbl)(5), compose(dbl, inc)(5), twice(dbl)(3), twice(twice(inc))(0));
console.log(times(10, dbl)(1), times(0, dbl)(7), times(3, compose(inc, dbl))(0));

// Currying by hand.
function curryAdd(a: number): (b: number) => (c: number) => number {
  return (b) => (c) => a + b + c;
}
const add1 = curryAdd(1);
const add12 = add1(2);
console.log(add12(3), add1(10)(100), curryAdd(-1)(-2)(-3));

// Flip the arguments of a binary function.
type B = (a: number, b: number) => number;
function flip(f: B): B {
  return (a, b) => f(b, a);
}
const minus: B = (a, b) => a - b;
console.log(minus(10, 3), flip(minus)(10, 3), flip(flip(minus))(10, 3), flip(Math.pow)(2, 10));

// Partial application.
function partial(f: B, a: number): F {
  return (b) => f(a, b);
}
const pow2 = partial(Math.pow, 2);
console.log([0, 1, 8, 10].map(pow2).join(","));

// A function returning a function table keyed by name.
function makeOps(k: number): { name: string; f: F }[] {
  return [
    { name: "add", f: (x) => x + k },
    { name: "mul", f: (x) => x * k },
    { name: "pow", f: (x) => x ** k },
  ];
}
for (const op of makeOps(3)) console.log(op.name, op.f(2), op.f(-1));

// Iterate a function until a predicate holds.
function until(p: (x: number) => boolean, f: F, x: number): number {
  while (!p(x)) x = f(x);
  return x;
}
console.log(until((x) => x > 1000, dbl, 1), until((x) => x % 7 === 0, inc, 20));
const collatz: F = (n) => (n % 2 === 0 ? n / 2 : 3 * n + 1);
let steps = 0;
until((n) => n === 1, (n) => (steps++, collatz(n)), 27);
console.log("collatz 27 steps", steps);
