// Closures and higher-order functions: compose, curry, memoise, pipelines of
// callbacks, counters captured by closures, arrays of functions.
type Fn = (x: number) => number;

function compose(...fs: Fn[]): Fn {
  return (x: number) => fs.reduceRight((acc, f) => f(acc), x);
}

function adder(k: number): Fn { return (x) => x + k; }
function multiplier(k: number): Fn { return (x) => x * k; }
function clamp(lo: number, hi: number): Fn { return (x) => (x < lo ? lo : x > hi ? hi : x); }

function makeCounter(): { inc: () => number; get: () => number } {
  let n = 0;
  return { inc: () => ++n, get: () => n };
}

function memo(f: (n: number) => number): (n: number) => number {
  const cache = new Map<number, number>();
  return (n: number) => {
    const hit = cache.get(n);
    if (hit !== undefined) return hit;
    const v = f(n);
    cache.set(n, v);
    return v;
  };
}

function times<T>(n: number, f: (i: number) => T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(f(i));
  return out;
}

function mapReduce<T, U>(xs: T[], m: (x: T) => U, r: (a: U, b: U) => U, init: U): U {
  let acc = init;
  for (const x of xs) acc = r(acc, m(x));
  return acc;
}

const pipeline = compose(adder(3), multiplier(7), clamp(0, 1000000), adder(-11));
const counter = makeCounter();
const collatz = memo((n: number): number => {
  let steps = 0;
  while (n !== 1) { n = n % 2 === 0 ? n / 2 : 3 * n + 1; steps++; }
  return steps;
});

let total = 0;
for (let round = 0; round < 40; round++) {
  const xs = times(20000, (i) => (i * 7919 + round) % 10007);
  const ys = xs.map(pipeline).filter((y) => y % 3 !== 0);
  total += mapReduce(ys, (y) => y % 1000, (a, b) => a + b, 0);
  xs.forEach((x) => { if (x % 5 === 0) counter.inc(); });
  const fns: Fn[] = times(10, (k) => (x: number) => x * k + round);
  for (let i = 0; i < 2000; i++) {
    let v = i;
    for (const f of fns) v = f(v) % 100003;
    total += v;
  }
  for (let i = 1; i < 3000; i++) total += collatz(i);
  const sorted = ys.slice(0, 5000).sort((a, b) => b - a);
  total += sorted[0] - sorted[sorted.length - 1];
}
console.log(total, counter.get());
