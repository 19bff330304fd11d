// typeof of boxed values (unions, unknown, any): every kind, and the
// comparisons with a literal that narrowing code makes.
class K { constructor(public n: number) {} }
const sym = Symbol("s");
const vals: unknown[] = [1, -0, NaN, "s", "", true, false, null, undefined, [1], { a: 1 }, () => 1, 10n, sym, new K(1), K, new Map(), new Date(0)];
console.log(vals.map((v) => typeof v).join(" "));
let nums = 0, strs = 0, objs = 0, fns = 0;
for (const v of vals) {
  if (typeof v === "number") nums++;
  else if (typeof v === "string") strs++;
  else if (typeof v === "object") objs++;
  else if (typeof v === "function") fns++;
}
console.log(nums, strs, objs, fns);
type Packet = number | Packet[];
const depth = (p: Packet): number => (typeof p === "number" ? 0 : 1 + Math.max(0, ...p.map(depth)));
console.log(depth([1, [2, [3, []]]]), depth(4));
const anyv: any = JSON.parse('{"x": [1, "a", null, true, {}]}');
console.log(typeof anyv, typeof anyv.x, anyv.x.map((e: any) => typeof e).join(","), typeof anyv.missing);
