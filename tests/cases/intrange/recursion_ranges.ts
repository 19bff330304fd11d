// Self-recursive functions with stepping parameters and recursion that grows its argument.
function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
console.log(fib(25));
function sumTo(n: number, acc: number): number {
  if (n === 0) return acc;
  return sumTo(n - 1, acc + n);
}
console.log(sumTo(1000, 0));
function grow(n: number): number {
  if (n > 1e15) return n;
  return grow(n * 3 + 1);
}
console.log(grow(1), grow(7));
function doubling(n: number, k: number): number {
  return k === 0 ? n : doubling(n + n, k - 1);
}
console.log(doubling(1, 60), doubling(3, 52), doubling(1, 53) + 1, doubling(1, 1100));
function countDown(n: number): number {
  if (n <= 0) return n;
  return countDown(n - 3);
}
console.log(countDown(10), countDown(11), countDown(-0), 1 / countDown(-0));
function swap(a: number, b: number, k: number): number {
  return k === 0 ? a - b : swap(b, a + 1, k - 1);
}
console.log(swap(1, 2, 10), swap(0.5, 2, 3));
function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
console.log(gcd(1071, 462), gcd(2 ** 52 + 2, 6), gcd(-12, 18));
function isEven(n: number): boolean {
  return n === 0 ? true : isOdd(n - 1);
}
function isOdd(n: number): boolean {
  return n === 0 ? false : isEven(n - 1);
}
console.log(isEven(100), isOdd(7), isEven(7));
function climb(n: number, k: number): number {
  return k === 0 ? n : climb(n + 1, k - 1);
}
console.log(climb(9007199254740990, 5), climb(4503599627370490, 10), climb(0, 20));
function fall(n: number, k: number): number {
  return k === 0 ? n : fall(n - 16, k - 1);
}
console.log(fall(-9007199254740900, 10), fall(100, 10));
