// A recursive union alias whose members refer to it through a tuple, a
// nullable field and an array (the alias is read before its members are).
type Node =
  | { kind: "leaf"; value: number }
  | { kind: "pair"; entry: [string, Node] }
  | { kind: "list"; items: Node[]; next: Node | null }
  | { kind: "table"; rows: Array<[string, Node]> };

function sum(n: Node): number {
  switch (n.kind) {
    case "leaf": return n.value;
    case "pair": return sum(n.entry[1]);
    case "list": return n.items.reduce((a, x) => a + sum(x), 0) + (n.next ? sum(n.next) : 0);
    case "table": {
      let t = 0;
      for (const [, v] of n.rows) t += sum(v);
      return t;
    }
  }
}

function show(n: Node): string {
  switch (n.kind) {
    case "leaf": return String(n.value);
    case "pair": return `${n.entry[0]}=${show(n.entry[1])}`;
    case "list": return `[${n.items.map(show).join(",")}]${n.next ? "->" + show(n.next) : ""}`;
    case "table": return `{${n.rows.map(([k, v]) => k + ":" + show(v)).join(" ")}}`;
  }
}

const leaf = (value: number): Node => ({ kind: "leaf", value });
const tree: Node = {
  kind: "table",
  rows: [
    ["a", leaf(1)],
    ["b", { kind: "pair", entry: ["x", leaf(20)] }],
    ["c", { kind: "list", items: [leaf(3), leaf(4)], next: { kind: "list", items: [], next: leaf(100) } }],
  ],
};
console.log(sum(tree), show(tree));
const p: Node = { kind: "pair", entry: ["k", tree] };
if (p.kind === "pair") {
  const [name, inner] = p.entry;
  console.log(name, inner.kind, sum(inner));
}
