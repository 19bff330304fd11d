// Recursive Fibonacci: call overhead and double arithmetic.
function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
const n: number = process.argv.length > 2 ? Number(process.argv[2]) : 35;
console.log(fib(n));
