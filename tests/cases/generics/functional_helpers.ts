// Generic functional helpers as people write them: pipe over a rest array of functions
// (inc and dbl written apart are one type), compose, memoize over a tuple of
// arguments, currying, debounce with a timer, partition, zip, groupBy with ||=.
const pipe = <T>(...fns: ((x: T) => T)[]) => (x: T): T => fns.reduce((acc, f) => f(acc), x);
const compose2 = <A, B, C>(f: (b: B) => C, g: (a: A) => B) => (a: A): C => f(g(a));
function memoize<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A): R => {
    const key = JSON.stringify(args);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const r = fn(...args);
    cache.set(key, r);
    return r;
  };
}
let calls = 0;
const slowAdd = (a: number, b: number): number => {
  calls++;
  return a + b;
};
const fastAdd = memoize(slowAdd);
console.log(fastAdd(1, 2), fastAdd(1, 2), fastAdd(2, 1), calls);
const inc = (n: number) => n + 1, dbl = (n: number) => n * 2;
console.log(pipe(inc, dbl, inc)(5), compose2((s: string) => s.length, (n: number) => "x".repeat(n))(4));
const curry = (a: number) => (b: number) => (c: number) => a * 100 + b * 10 + c;
console.log(curry(1)(2)(3), [1, 2, 3].map(curry(4)(5)));
function debounce<A extends unknown[]>(fn: (...a: A) => void, ms: number): (...a: A) => void {
  let t: ReturnType<typeof setTimeout> | undefined;
  return (...a: A) => {
    if (t !== undefined) clearTimeout(t);
    t = setTimeout(() => fn(...a), ms);
  };
}
const log = debounce((msg: string, n: number) => console.log("debounced", msg, n), 10);
log("a", 1);
log("b", 2);
log("c", 3);
const partition = <T,>(xs: T[], p: (x: T) => boolean): [T[], T[]] =>
  xs.reduce<[T[], T[]]>(([yes, no], x) => (p(x) ? [[...yes, x], no] : [yes, [...no, x]]), [[], []]);
const [evens, odds] = partition([1, 2, 3, 4, 5], (n) => n % 2 === 0);
console.log(evens, odds);
const zip = <A, B>(as: A[], bs: B[]): [A, B][] => as.slice(0, Math.min(as.length, bs.length)).map((a, i) => [a, bs[i]]);
console.log(zip(["a", "b", "c"], [1, 2]));
const groupBy = <T, K extends PropertyKey>(xs: T[], key: (x: T) => K): Record<K, T[]> =>
  xs.reduce((acc, x) => {
    (acc[key(x)] ||= []).push(x);
    return acc;
  }, {} as Record<K, T[]>);
console.log(groupBy(["one", "two", "three", "four"], (s) => s.length));
