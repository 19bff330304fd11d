// An intersection with a union of object types distributes:
// (A | B) & X is (A & X) | (B & X), so the discriminant still narrows.
type Shape = { type: "circle"; r: number } | { type: "square"; side: number };
type Labeled = Shape & { label: string };
function relabel(s: Shape): Labeled {
  return { ...s, label: s.type.toUpperCase() };
}
const shapes: Shape[] = [{ type: "circle", r: 1 }, { type: "square", side: 2 }];
for (const l of shapes.map(relabel)) {
  const area = l.type === "circle" ? Math.PI * l.r ** 2 : l.side ** 2;
  console.log(l.label, area.toFixed(2), l);
}
const direct: Labeled = { type: "square", side: 3, label: "sq" };
console.log(direct.type === "square" ? direct.side : 0, JSON.stringify(direct));
type WithId<T> = T & { id: number };
const withIds: WithId<Shape>[] = shapes.map((s, i) => ({ ...s, id: i + 1 }));
console.log(withIds.map((w) => `${w.id}:${w.type}`).join(" "));
