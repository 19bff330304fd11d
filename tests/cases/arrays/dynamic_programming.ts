// Dynamic programming tables: Fibonacci memo, LIS and edit distance.
const memo: number[] = [0, 1];
function fib(n: number): number {
  if (memo[n] !== undefined) return memo[n];
  const v = fib(n - 1) + fib(n - 2);
  memo[n] = v;
  return v;
}
console.log(fib(50), memo.length);

function lis(a: number[]): number {
  const best: number[] = new Array(a.length).fill(1);
  let m = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < i; j++) if (a[j] < a[i] && best[j] + 1 > best[i]) best[i] = best[j] + 1;
    if (best[i] > m) m = best[i];
  }
  return m;
}
console.log(lis([10, 9, 2, 5, 3, 7, 101, 18]), lis([]), lis([5, 4, 3]));

function edit(a: string, b: string): number {
  let prev: number[] = [];
  for (let j = 0; j <= b.length; j++) prev.push(j);
  for (let i = 1; i <= a.length; i++) {
    const cur: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur.push(Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost));
    }
    prev = cur;
  }
  return prev[b.length];
}
console.log(edit("kitten", "sitting"), edit("", "abc"), edit("flaw", "lawn"));
