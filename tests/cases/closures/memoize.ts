// Memoisation with closures over cache arrays.
function memo(f: (n: number) => number): (n: number) => number {
  const keys: number[] = [];
  const vals: number[] = [];
  let hits = 0;
  const g = (n: number): number => {
    const i = keys.indexOf(n);
    if (i >= 0) {
      hits++;
      return vals[i];
    }
    const v = f(n);
    keys.push(n);
    vals.push(v);
    return v;
  };
  return g;
}

let rawCalls = 0;
const slowSquare = (n: number): number => {
  rawCalls++;
  return n * n;
};
const fast = memo(slowSquare);
const xs = [3, 4, 3, 3, 5, 4, 10];
console.log(xs.map(fast).join(","), rawCalls);

// Memoised recursion: the recursive calls go through the memoised function.
let fibCalls = 0;
const fib: (n: number) => number = memo((n) => {
  fibCalls++;
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
});
console.log(fib(50), fibCalls);
console.log(fib(60), fibCalls);

// A dense cache for a grid-path count.
function paths(w: number, h: number): number {
  const cache: number[] = new Array<number>((w + 1) * (h + 1)).fill(-1);
  const go = (x: number, y: number): number => {
    if (x === 0 || y === 0) return 1;
    const k = x * (h + 1) + y;
    if (cache[k] < 0) cache[k] = go(x - 1, y) + go(x, y - 1);
    return cache[k];
  };
  return go(w, h);
}
console.log(paths(2, 2), paths(10, 10), paths(16, 16));

// Lazy values: compute once on first use.
function lazy(f: () => string): () => string {
  let done = false;
  let value = "";
  return () => {
    if (!done) {
      value = f();
      done = true;
    }
    return value;
  };
}
let evaluated = 0;
const greeting = lazy(() => {
  evaluated++;
  return "hello".toUpperCase();
});
console.log(evaluated, greeting(), greeting(), evaluated);
