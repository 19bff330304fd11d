interface Cat { kind: "cat"; meows: number }
interface Dog { kind: "dog"; barks: number }
type Pet = Cat | Dog;
const isCat = (p: Pet): p is Cat => p.kind === "cat";
function isDog(p: Pet): p is Dog { return p.kind === "dog"; }
function pick<T extends Pet>(pets: Pet[], guard: (p: Pet) => p is T): T[] {
  const out: T[] = [];
  for (const p of pets) if (guard(p)) out.push(p);
  return out;
}
function firstOr<T>(xs: unknown[], guard: (x: unknown) => x is T, fallback: T): T {
  for (const x of xs) if (guard(x)) return x;
  return fallback;
}
const isNum = (x: unknown): x is number => typeof x === "number";
const isStr = (x: unknown): x is string => typeof x === "string";
const pets: Pet[] = [{ kind: "cat", meows: 3 }, { kind: "dog", barks: 5 }, { kind: "cat", meows: 1 }];
console.log(pick(pets, isCat).map((c) => c.meows), pick(pets, isDog).map((d) => d.barks));
console.log(firstOr(["a", 2, "c"], isNum, -1) + 1, firstOr([1, 2], isStr, "none").toUpperCase());
function relay<T>(xs: unknown[], g: (x: unknown) => x is T): T[] { return xs.filter(g); }
console.log(relay([1, "x", 2], isNum), relay([1, "x", 2], isStr));
