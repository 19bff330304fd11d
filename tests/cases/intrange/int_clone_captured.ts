function mk(n: number, m: number): (() => number)[] {
  const out: (() => number)[] = [];
  let acc = n;
  for (let i = n; i < m; i++) { acc += i; out.push(() => n * 1000 + i + acc); }
  const later = () => { n += 1; return n; };
  out.push(later, later);
  return out;
}
const a = Number(process.argv[2] ?? "3");
console.log(mk(a, a + 3).map((f) => f()), mk(2.5, 5).map((f) => f()), mk(-0, 2).map((f) => f()));
function twice(x: number): number { let s = 0; for (let i = x; i < x + 2; i++) s += i; const g = () => s + x; return g(); }
console.log(twice(a), twice(0.5), twice(2147483647), twice(-2147483648));
