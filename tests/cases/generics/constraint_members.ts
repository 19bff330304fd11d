// Generic helpers whose type parameters are constrained by members:
// `{ length: number }` met by strings, arrays and tuples, `{ id: string }`
// met by interfaces and classes, and keyof + indexed access.

function longest<T extends { length: number }>(a: T, b: T): T {
  return a.length >= b.length ? a : b;
}
function totalLength<T extends { readonly length: number }>(xs: T[]): number {
  let n = 0;
  for (const x of xs) n += x.length;
  return n;
}

interface User { id: string; name: string; age: number }
class Product {
  constructor(public id: string, public title: string, public price: number) {}
  label(): string { return `${this.title} ($${this.price.toFixed(2)})`; }
}

function byId<T extends { id: string }>(xs: T[], id: string): T | undefined {
  return xs.find((x) => x.id === id);
}
function indexById<T extends { id: string }>(xs: T[]): Map<string, T> {
  const m = new Map<string, T>();
  for (const x of xs) m.set(x.id, x);
  return m;
}
function pluck<T, K extends keyof T>(xs: T[], k: K): T[K][] {
  return xs.map((x) => x[k]);
}
function sortBy<T, K extends keyof T>(xs: T[], k: K): T[] {
  return [...xs].sort((a, b) => (a[k] < b[k] ? -1 : a[k] > b[k] ? 1 : 0));
}
function getProp<T, K extends keyof T>(o: T, k: K): T[K] {
  return o[k];
}

console.log(longest("apple", "fig"));
console.log(longest([1, 2], [3, 4, 5]));
console.log(longest<[number, string]>([1, "a"], [2, "b"]));
console.log(longest("", ""));
console.log(totalLength(["ab", "cde", ""]));
console.log(totalLength([[1], [2, 3], []]));

const users: User[] = [
  { id: "u3", name: "Cleo", age: 41 },
  { id: "u1", name: "Ann", age: 29 },
  { id: "u2", name: "Bob", age: 35 },
];
const products = [new Product("p1", "Lamp", 19.5), new Product("p2", "Desk", 120)];

console.log(byId(users, "u2")?.name ?? "none");
console.log(byId(users, "zz")?.name ?? "none");
console.log(byId(products, "p2")?.label());
const idx = indexById(users);
console.log([...idx.keys()].join(","), idx.get("u1")?.age);
console.log(indexById(products).get("p1")?.title);

console.log(pluck(users, "name"));
console.log(pluck(users, "age").reduce((a, b) => a + b, 0));
console.log(sortBy(users, "age").map((u) => u.name).join(" < "));
console.log(sortBy(users, "id").map((u) => u.id));
console.log(getProp(users[0], "age") + 1, getProp(products[1], "title").toUpperCase());
