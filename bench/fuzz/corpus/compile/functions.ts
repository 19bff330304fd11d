function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
const twice = (f: (x: number) => number, x: number): number => f(f(x));
let total: number = 0;
for (let i = 0; i < 10; i++) total += twice((x: number): number => x * 2, i);
console.log(fib(20), total, Math.max(1, 2, 3));
