function first<T>(xs: T[]): T | undefined;
function first<T>(xs: T[], d: T): T;
function first<T>(xs: T[], d?: T): T | undefined {
  return xs.length > 0 ? xs[0] : d;
}
const a: number | undefined = first([1, 2]);
const b: number = first([] as number[], 7);
const c: string = first(["x"], "y");
console.log(a, b, c);
function pick(x: string): string;
function pick(x: number): number;
function pick(x: string | number): string | number { return typeof x === "string" ? x + "!" : x * 2; }
console.log(pick("a"), pick(4));
class Box<T> {
  constructor(public v: T) {}
  get(): T;
  get(d: T): T;
  get(d?: T): T { return this.v ?? (d as T); }
}
console.log(new Box(3).get(), new Box<string>("s").get("d"));
function wrap<T>(x: T): T[];
function wrap<T>(x: T, n: number): T[];
function wrap<T>(x: T, n = 1): T[] { return Array(n).fill(x); }
console.log(wrap(1), wrap("a", 3));
