// Deep (non-tail) recursion: 10000 nested frames must not overflow the stack.
function depth(n: number): number {
  if (n === 0) return 0;
  return 1 + depth(n - 1);
}
function sumTo(n: number): number {
  return n === 0 ? 0 : n + sumTo(n - 1);
}
function countDown(n: number, acc: string): string {
  if (n === 0) return acc;
  return countDown(n - 1, n % 1000 === 0 ? acc + n + " " : acc);
}
console.log(depth(10000));
console.log(sumTo(10000), (10000 * 10001) / 2);
console.log(countDown(5000, ""));
function ackermann(m: number, n: number): number {
  if (m === 0) return n + 1;
  if (n === 0) return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}
console.log(ackermann(2, 3), ackermann(3, 3), ackermann(3, 5));
