// Parameters typed Iterable<T> accept arrays, Sets, Maps (their entries),
// m.keys()/values()/entries(), strings and generators; each for...of,
// spread or Array.from over an array-backed iterable starts afresh.
function total<T>(items: Iterable<T>, weight: (x: T) => number): number {
  let s = 0;
  for (const x of items) s += weight(x);
  return s;
}

function sum(xs: Iterable<number>): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}

function twice(xs: Iterable<number>): number[] {
  const out: number[] = [];
  for (const x of xs) {
    if (x > 2) break;
    out.push(x);
  }
  for (const x of xs) out.push(x * 10);
  return [...out, ...xs, ...Array.from(xs)];
}

function* chain(...parts: Iterable<number>[]): Generator<number> {
  for (const p of parts) yield* p;
}

function toMap<K, V>(entries: Iterable<[K, V]>): Map<K, V> {
  const m = new Map<K, V>();
  for (const [k, v] of entries) m.set(k, v);
  return m;
}

function keysOf(m: Map<string, number>): Iterable<string> {
  return m.keys();
}

function firstN(xs: Iterable<string>, n: number): string[] {
  const r: string[] = [];
  for (const x of xs) {
    if (r.length >= n) break;
    r.push(x);
  }
  return r;
}

function* naturals(): Generator<number> {
  let i = 1;
  while (true) yield i++;
}

function take<T>(xs: Iterable<T>, n: number): T[] {
  const out: T[] = [];
  if (n <= 0) return out;
  for (const x of xs) {
    out.push(x);
    if (out.length >= n) break;
  }
  return out;
}

function joinAll(parts: ReadonlyArray<string>, sep = ","): string {
  return parts.join(sep);
}
function lastOf(xs: readonly string[]): string | undefined {
  return xs[xs.length - 1];
}

interface Order {
  id: string;
  amount: number;
}
const orders: Order[] = [
  { id: "a1", amount: 30 },
  { id: "b2", amount: 12.5 },
];

console.log(sum([1, 2, 3]), sum(new Set([4, 5, 4])), sum(naturals().next().done ? [] : [7]));
console.log(total(orders, (o) => o.amount), total(new Set(["ab", "c"]), (s) => s.length));
console.log(twice([1, 2, 3, 4]));
console.log([...chain([1, 2], new Set([3]), chain([4]))]);
const ages = new Map<string, number>([
  ["ann", 31],
  ["bob", 27],
]);
console.log(toMap(ages), toMap<string, number>([["x", 1]]));
console.log([...keysOf(ages)], firstN(ages.keys(), 1), firstN(["a", "b", "c"], 2), firstN("héllo", 3));
console.log(take(naturals(), 5), take(orders, 1), take("xyz", 2), take(ages.entries(), 1));
console.log(total(ages.values(), (x) => x), total(ages, ([k, v]) => k.length + v));

const live = [1, 2];
let steps = 0;
const view: Iterable<number> = live;
for (const x of view) {
  if (live.length < 4) live.push(x + 10);
  steps++;
}
console.log(steps, live, sum(view));

const ro: readonly number[] = [5, 6];
console.log(sum(ro), joinAll(["p", "q"]), joinAll(["x"], "-"), lastOf(["m", "n"]), lastOf([]));

function describe(xs: Iterable<number> | undefined): string {
  return xs === undefined ? "none" : `sum ${sum(xs)}`;
}
console.log(describe(undefined), describe([2, 2]));
