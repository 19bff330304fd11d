// Circular references print as <ref *N> ... [Circular *N].
class DNode {
  prev: DNode | null = null;
  next: DNode | null = null;
  constructor(public v: number) {}
}
const a = new DNode(1);
const b = new DNode(2);
a.next = b;
b.prev = a;
console.log(a);
console.log(b);
console.log([a, b]);

interface Self {
  name: string;
  self: Self | null;
}
const s: Self = { name: "loop", self: null };
s.self = s;
console.log(s);
console.log({ holder: s });

// A ring of three nodes.
const r1 = new DNode(10);
const r2 = new DNode(20);
const r3 = new DNode(30);
r1.next = r2;
r2.next = r3;
r3.next = r1;
console.log(r1);

// Two independent cycles in one value get different reference numbers.
interface Pair {
  left: Self;
  right: Self;
}
const t: Self = { name: "other", self: null };
t.self = t;
const p: Pair = { left: s, right: t };
console.log(p);

// An object whose array contains the object itself.
interface Bag {
  label: string;
  items: Bag[];
}
const bag: Bag = { label: "bag", items: [] };
bag.items.push({ label: "inner", items: [] });
bag.items.push(bag);
console.log(bag);
const rows: number[][] = [[1], [2]];
console.log([rows, rows]);

// The same (non-circular) object twice is printed in full both times.
const shared = { k: 1 };
console.log({ x: shared, y: shared });
