// A condition on an optional chain whose ?. is an inner link (o?.items.has(k),
// o?.a.size, arr?.[0].length) narrows o to not nullish when it holds, as tsc does.
class Box { items = new Map<number, string>(); name = "b"; get size() { return this.items.size; } }
function f(b: Box | undefined, k: number): string {
  if (b?.items.has(k)) return b.items.get(k)!;
  if (b?.name === "x") return b.name;
  if (b?.size) return `size ${b.size}`;
  return "none";
}
const bb = new Box(); bb.items.set(1, "one");
console.log(f(bb, 1), f(undefined, 1), f(bb, 2));
interface N { next?: N; v: number }
const n: N = { v: 1, next: { v: 2 } };
if (n.next?.next === undefined && n.next?.v) console.log(n.next.v);
const s: string | null = Math.random() > 2 ? null : "abc";
if (s?.startsWith("a")) console.log(s.length);
if (s?.length !== undefined) console.log(s.toUpperCase());
function g(b?: Box, arr?: number[][]): string {
  if (b?.items.size) return `n=${b.items.size} ${b.name}`;
  if (arr?.[0].length) return `first=${arr[0][0]} of ${arr.length}`;
  if (arr?.[1]?.includes(3)) return `has3 ${arr[1].length}`;
  return "-";
}
console.log(g(bb), g(undefined, [[7, 8]]), g(new Box(), [[], [3]]), g());
