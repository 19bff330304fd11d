// JSON.stringify of objects nested 100 deep, each level with its own set of
// property names (so its own shape), with members after the nested one.
function build(depth: number): string {
  let text = "null";
  for (let d = depth - 1; d >= 0; d--) {
    text = `{"id${d}":${d},"name${d}":"level ${d}","child":${text},"after${d}":[${d},${d * 2}]}`;
  }
  return text;
}
const text = build(100);
const value: unknown = JSON.parse(text);
const again = JSON.stringify(value);
console.log(again === text, again.length);
console.log(again.slice(0, 120));
console.log(again.slice(-60));
// The same through object literals built in code (class shapes of literals).
interface Node { tag: string; kids: Node[]; extra?: Record<string, number> }
function tree(n: number): Node {
  const kids: Node[] = [];
  for (let i = 0; i < n; i++) kids.push(tree(i));
  const extra: Record<string, number> = {};
  extra[`k${n}`] = n;
  return { tag: `t${n}`, kids, extra };
}
const s = JSON.stringify(tree(7));
console.log(s.length, s.slice(0, 100));
