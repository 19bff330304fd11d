// A destructured optional function property with a default function: the
// variable has the property's function type, whatever the default's own shape.
function m1<A extends unknown[]>(...xs: A): string {
  const { key = (...args: A) => JSON.stringify(args) }: { key?: (...args: A) => string } = {};
  return key(...xs);
}
function m2({ key = (n: number) => `${n}` }: { key?: (n: number) => string } = {}): string {
  return key(4);
}
interface Opts {
  compare?: (a: string, b: string) => number;
  map?: (s: string, i: number) => string;
}
function sortMapped(xs: string[], { compare = (a: string, b: string) => a.localeCompare(b), map = (s: string) => s }: Opts = {}): string[] {
  return [...xs].sort(compare).map(map);
}
console.log(m1(1, "a"), m1(), m2(), m2({ key: (n) => "k" + n }));
console.log(sortMapped(["b", "c", "a"]), sortMapped(["b", "c", "a"], { compare: (a, b) => b.localeCompare(a), map: (s, i) => s + i }));
