// A binary expression tree as a recursive alias of numbers and tuples.
type Node = number | [string, Node, Node];

function calc(n: Node): number {
  if (typeof n === "number") return n;
  const [op, l, r] = n;
  const a = calc(l), b = calc(r);
  return op === "+" ? a + b : op === "-" ? a - b : op === "*" ? a * b : a / b;
}
function print(n: Node): string {
  return typeof n === "number" ? String(n) : `(${print(n[1])} ${n[0]} ${print(n[2])})`;
}
function depth(n: Node): number {
  return Array.isArray(n) ? 1 + Math.max(depth(n[1]), depth(n[2])) : 0;
}
const t: Node = ["*", ["+", 1, 2], ["-", 10, ["/", 9, 3]]];
console.log(print(t), "=", calc(t), "depth", depth(t));
const leaf: Node = 5;
console.log(print(leaf), calc(leaf), depth(leaf));
const nodes: Node[] = [t, leaf, ["+", leaf, leaf]];
console.log(nodes.map(calc), nodes.length);
console.log(t);
