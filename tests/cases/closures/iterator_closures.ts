// Iterator-like objects built from closures.
interface Iter {
  hasNext(): boolean;
  next(): number;
}

function rangeIter(lo: number, hi: number, step: number): Iter {
  let cur = lo;
  return {
    hasNext: () => (step > 0 ? cur < hi : cur > hi),
    next: () => {
      const v = cur;
      cur += step;
      return v;
    },
  };
}

function collect(it: Iter, max: number): number[] {
  const out: number[] = [];
  while (it.hasNext() && out.length < max) out.push(it.next());
  return out;
}

function mapIter(it: Iter, f: (x: number) => number): Iter {
  return { hasNext: () => it.hasNext(), next: () => f(it.next()) };
}

function filterIter(it: Iter, p: (x: number) => boolean): Iter {
  let buffered = false;
  let value = 0;
  const fill = (): boolean => {
    while (!buffered && it.hasNext()) {
      const v = it.next();
      if (p(v)) {
        value = v;
        buffered = true;
      }
    }
    return buffered;
  };
  return {
    hasNext: fill,
    next: () => {
      fill();
      buffered = false;
      return value;
    },
  };
}

console.log(collect(rangeIter(0, 10, 3), 100).join(","));
console.log(collect(rangeIter(10, 0, -4), 100).join(","));
console.log(collect(mapIter(rangeIter(1, 6, 1), (x) => x * x), 100).join(","));
console.log(collect(filterIter(rangeIter(1, 50, 1), (x) => x % 7 === 0), 100).join(","));
console.log(collect(filterIter(mapIter(rangeIter(0, 1e9, 1), (x) => x * x + 1), (x) => x % 5 === 0), 6).join(","));

// An infinite generator of Fibonacci numbers by closure.
function fibIter(): Iter {
  let a = 0;
  let b = 1;
  return {
    hasNext: () => true,
    next: () => {
      const r = a;
      const t = a + b;
      a = b;
      b = t;
      return r;
    },
  };
}
console.log(collect(fibIter(), 15).join(" "));
const fi = fibIter();
let sumEven = 0;
for (let v = fi.next(); v < 4e6; v = fi.next()) if (v % 2 === 0) sumEven += v;
console.log(sumEven);
