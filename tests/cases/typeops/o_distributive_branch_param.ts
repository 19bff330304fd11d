// In a distributive conditional type, T in the branches is the member being
// tested: `T extends unknown ? Omit<T, "seq"> : never` keeps each variant's
// own fields (T was the whole union there, and Omit of a union was refused).
type Ev = { kind: "a"; x: number; seq: number } | { kind: "b"; y: string; seq: number } | { kind: "c"; seq: number };
type Unseq<T> = T extends unknown ? Omit<T, "seq"> : never;
type Slim<T> = T extends { kind: "a" | "b" } ? Omit<T, "seq" | "kind"> : never;

function describe(e: Unseq<Ev>): string {
  switch (e.kind) {
    case "a": return `a with x=${e.x}`;
    case "b": return `b with y=${e.y.toUpperCase()}`;
    case "c": return "c";
  }
}
const evs: Unseq<Ev>[] = [{ kind: "a", x: 5 }, { kind: "b", y: "hi" }, { kind: "c" }];
console.log(evs.map(describe).join("; "));
const slim: Slim<Ev> = { y: "only b" };
const slimA: Slim<Ev> = { x: 42 };
console.log("y" in slim ? slim.y : "-", "x" in slimA ? slimA.x : "-");
