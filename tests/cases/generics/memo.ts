// Generic higher-order helpers returning closures: memoize, once, counter wrappers.
function memoize<T>(f: (n: number) => T): (n: number) => T {
  const cache: T[] = [];
  const known: boolean[] = [];
  return (n: number): T => {
    if (!known[n]) {
      cache[n] = f(n);
      known[n] = true;
    }
    return cache[n];
  };
}

function counted<A, R>(f: (a: A) => R, stats: { calls: number }): (a: A) => R {
  return (a: A): R => {
    stats.calls++;
    return f(a);
  };
}

function pipe<A, B, C>(f: (a: A) => B, g: (b: B) => C): (a: A) => C {
  return (a) => g(f(a));
}

const stats = { calls: 0 };
const slowSquare = counted((n: number) => n * n, stats);
const fastSquare = memoize(slowSquare);
let acc = 0;
for (let round = 0; round < 3; round++) for (let i = 0; i < 10; i++) acc += fastSquare(i);
console.log(acc, stats.calls);

const labels = memoize((n: number) => "item-" + n);
console.log(labels(3), labels(3), labels(4));

const shout = pipe((s: string) => s.trim(), (s: string) => s.toUpperCase() + "!");
const measure = pipe(shout, (s: string) => s.length);
console.log(shout("  hey  "), measure(" abc "));
const strStats = { calls: 0 };
const countedShout = counted(shout, strStats);
console.log(countedShout("a"), countedShout("b"), strStats.calls);
