// Object literal arguments for a parameter whose type is a generic alias of
// the function's type parameter (a union of { key: K } per key of T): checked
// against the instantiation, which keeps their literal types.
type SortKey<T> = { [K in keyof T]: T[K] extends string | number ? { key: K; dir?: "asc" | "desc" } : never }[keyof T];
function sortBy<T>(xs: readonly T[], ...keys: SortKey<T>[]): T[] {
  return [...xs].sort((a, b) => {
    for (const { key, dir = "asc" } of keys) {
      const x = a[key], y = b[key];
      const c = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
      if (c !== 0) return dir === "asc" ? c : -c;
    }
    return 0;
  });
}
const people = [
  { name: "ann", age: 30, city: "Oslo" },
  { name: "bob", age: 25, city: "Rome" },
  { name: "cat", age: 30, city: "Bonn" },
];
console.log(sortBy(people, { key: "age", dir: "desc" }, { key: "city" }).map((p) => p.name));
console.log(sortBy(people, { key: "name", dir: "desc" }).map((p) => p.name));

type Field<T> = { [K in keyof T]: { name: K; label: string } }[keyof T];
function header<T>(row: T, f: Field<T>): string {
  return `${f.label}=${String(row[f.name])}`;
}
console.log(header(people[1], { name: "city", label: "City" }));
type Box<T> = { value: T; note?: string };
function unbox<T>(b: Box<T>): T { return b.value; }
console.log(unbox({ value: 42 }) + 1, unbox({ value: "s", note: "n" }).toUpperCase());
