// A callback or function returning a property, element or call of a literal
// union type keeps that type (tsc does not widen a literal type that is not
// fresh): items.map(i => i.kind) is a Kind[], not a string[].
type Kind = "circle" | "square";
interface Item { kind: Kind; n: number }
const items: Item[] = [{ kind: "circle", n: 1 }, { kind: "square", n: 2 }];
const kinds = items.map((i) => i.kind);
const k: Kind = kinds[0];
const firstKind = () => items[0].kind;
const k2: Kind = firstKind();
function pick(i: Item) { return i.kind; }
const k3: Kind = pick(items[1]);
const byKind = new Map(items.map((i) => [i.kind, i.n] as const));
const lits = items.map(() => "x");
lits.push("y");
console.log(kinds, k, k2, k3, byKind, lits);
type Dir = "north" | "south";
const D2: Dir[] = ["north", "south"];
const m = D2.map((d) => d);
console.log(m);
