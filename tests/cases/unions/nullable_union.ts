// Unions of object types with null and undefined: linked structures.
interface Leaf { kind: "leaf"; value: number }
interface Node2 { kind: "node"; left: Tree; right: Tree }
type Tree = Leaf | Node2;

function sum(t: Tree | null): number {
  if (t === null) return 0;
  if (t.kind === "leaf") return t.value;
  return sum(t.left) + sum(t.right);
}
function depth(t: Tree): number {
  return t.kind === "leaf" ? 1 : 1 + Math.max(depth(t.left), depth(t.right));
}
function build(lo: number, hi: number): Tree {
  if (lo === hi) return { kind: "leaf", value: lo };
  const mid = Math.floor((lo + hi) / 2);
  return { kind: "node", left: build(lo, mid), right: build(mid + 1, hi) };
}
const t = build(1, 10);
console.log(sum(t), depth(t), sum(null));

function findLeaf(t: Tree, v: number): Leaf | undefined {
  if (t.kind === "leaf") return t.value === v ? t : undefined;
  return findLeaf(t.left, v) ?? findLeaf(t.right, v);
}
const f = findLeaf(t, 7);
console.log(f?.value, findLeaf(t, 42)?.value, f);
let cur: Tree | undefined = t;
let steps = 0;
while (cur !== undefined && cur.kind === "node") { cur = cur.right; steps++; }
console.log(steps, cur?.kind, cur && cur.kind === "leaf" ? cur.value : -1);
