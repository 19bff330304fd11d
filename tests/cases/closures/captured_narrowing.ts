// A parameter or const narrowed before an arrow function is created keeps
// its narrowing inside it (tsc 5.4+), since it is never reassigned.
class Box { constructor(public items: number[]) {} }
type Item = number | string | Box;

function same(a: Item, b: Item): boolean {
  if (a instanceof Box && b instanceof Box) {
    return a.items.length === b.items.length && a.items.every((x, i) => x === b.items[i]);
  }
  return a === b;
}

function describe(v: string | number | null): string[] {
  const out: string[] = [];
  if (typeof v === "string") {
    [1, 2].forEach((n) => out.push(v.toUpperCase().repeat(n)));
  } else if (v !== null) {
    const f = (k: number) => (v * k).toFixed(1);
    out.push(f(2), f(0.5));
  }
  return out;
}

function outer(x: string | undefined): () => () => number {
  if (x === undefined) return () => () => -1;
  return () => () => x.length; // two levels of closures
}

console.log(same(new Box([1, 2]), new Box([1, 2])), same(new Box([1]), new Box([2])), same(3, 3), same("a", new Box([])));
console.log(describe("ab"), describe(2.5), describe(null));
console.log(outer("hello")()(), outer(undefined)()());
