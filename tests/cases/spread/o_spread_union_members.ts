// Spreading a value of a union of object types into a literal gives a union
// of each member with the written properties (the discriminant still narrows).
type Ev = { kind: "a"; x: number; seq: number } | { kind: "b"; y: string; seq: number };
type Unseq<T> = T extends unknown ? Omit<T, "seq"> : never;
let n = 0;
function stamp(e: Unseq<Ev>): Ev {
  return { ...e, seq: ++n } as Ev;
}
const a = stamp({ kind: "a", x: 5 });
const b = stamp({ kind: "b", y: "hi" });
console.log(a, b, JSON.stringify([a, b]));
for (const e of [a, b]) {
  const tagged = { ...e, seq: e.seq * 10, note: `#${e.seq}` };
  if (tagged.kind === "a") console.log("a", tagged.x + 1, tagged.seq, tagged.note);
  else console.log("b", tagged.y.toUpperCase(), tagged.seq, tagged.note);
  console.log(Object.keys(tagged).join(","), tagged);
}
type Shape = { type: "circle"; r: number } | { type: "square"; side: number };
const shapes: Shape[] = [{ type: "circle", r: 1 }, { type: "square", side: 2 }];
const scaled: Shape[] = shapes.map((s) => ({ ...s }));
console.log(scaled, scaled[0] === shapes[0]);
function relabel(s: Shape) {
  return { ...s, label: s.type.toUpperCase() };
}
console.log(shapes.map(relabel));
