// typeof and Array.isArray on boxed values of every heap kind: arrays, Maps,
// Sets, typed arrays, Buffers, class instances, classes as values, symbols,
// bigints, and the primitives (the backend answers most without the runtime).
class Point { constructor(public x: number, public y: number) {} }

type Tree = number | Tree[];

const things: unknown[] = [
  1, -0, NaN, "s", "", true, false, undefined, null,
  [1, 2], [], new Map([[1, 2]]), new Set(["a"]), new Uint8Array(3), new Float64Array(2), Buffer.from("hi"),
  new Point(1, 2), { a: 1 }, Point, () => 3, Symbol("k"), 10n, -5n, new Date(0), /re/g, new Error("e"),
];
for (const t of things) {
  const k = typeof t;
  console.log(k, Array.isArray(t), k === "object", k === "number", k === "function", k === "bigint", k === "symbol");
}

// A number | array union walked in a loop: the typeof test on the array side.
function sum(t: Tree): number {
  if (typeof t === "number") return t;
  let s = 0;
  for (const c of t) s += Array.isArray(c) ? sum(c) * 2 : c;
  return s;
}
const tree: Tree = [1, [2, [3, 4], []], 5, [[6]]];
let total = 0;
for (let i = 0; i < 1000; i++) total += sum(tree) + (typeof tree === "object" ? 1 : 0);
console.log(total);

// Values of type any and unknown read from JSON.
const parsed: any = JSON.parse('[1, "a", [2], {"b": null}, null, true]');
for (const p of parsed as unknown[]) console.log(typeof p, Array.isArray(p));
