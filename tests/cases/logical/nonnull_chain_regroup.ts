// tree-sitter reads `a || m.get(k)!.d > 5` as ((a || m.get(k))!.d) > 5; TypeScript (and kiln) group it
// a || ((m.get(k)!).d > 5), and the narrowing of a holds after it.
const res = new Map<string, { dist: number }>([["a", { dist: 3 }], ["b", { dist: 1 }], ["c", { dist: 500 }]]);
const done = new Set<string>();
while (done.size < res.size) {
  let best: string | null = null;
  for (const [k, v] of res) if (!done.has(k) && (best === null || v.dist < res.get(best)!.dist)) best = k;
  if (best === null || res.get(best)!.dist > 100) break;
  done.add(best);
}
console.log([...done]);
const m = new Map<string, string>([["x", "hello"]]);
const k: string | undefined = Math.random() < 2 ? "x" : undefined;
console.log(k !== undefined && m.get(k)!.length > 3, k === undefined || m.get(k)!.toUpperCase() === "HELLO");
console.log("n:" + m.get("x")!.length * 2, 1 + m.get("x")!.length > 5 && true);
const arr: number[][] = [[1, 2], [3]];
const i: number | null = 0;
if (i === null || arr[i]!.length < 2) console.log("short"); else console.log("long", arr[i].length);
