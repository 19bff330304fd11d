// Classic recursive functions: factorial, Fibonacci, power, sum of digits.
function fact(n: number): number {
  return n <= 1 ? 1 : n * fact(n - 1);
}
function fib(n: number): number {
  if (n < 2) return n;
  return fib(n - 1) + fib(n - 2);
}
function power(b: number, e: number): number {
  if (e === 0) return 1;
  const half: number = power(b, Math.floor(e / 2));
  return e % 2 === 0 ? half * half : half * half * b;
}
function digitSum(n: number): number {
  return n < 10 ? n : (n % 10) + digitSum(Math.floor(n / 10));
}
for (let i = 0; i <= 25; i += 5) {
  console.log(i, fact(i), fib(i), power(2, i), power(3, i), digitSum(fact(i)));
}
console.log(fact(170), fact(171), fib(30));
console.log(power(1.0001, 10000), power(-2, 63), power(10, 22), power(10, 23));
