// A fallback object literal (`m.get(k) ?? { ok: 0 }`, `c ? m.get(k)! : { ... }`) fits
// the value type with more optional properties: the result has that type, as tsc reduces the union.
interface Tally { ok: number; denied: number; firstDenied?: number; note?: string }
const m = new Map<string, Tally>();
for (const [k, at] of [["a", 1], ["b", 2], ["a", 3]] as const) {
  const r = m.get(k) ?? { ok: 0, denied: 0 };
  r.denied++;
  r.firstDenied ??= at;
  m.set(k, r);
}
console.log([...m]);
const d: Record<string, { n: number; tag?: string }> = {};
const x = d["q"] || { n: 5 };
x.tag = "set";
console.log(x, x.tag?.length);
const y = m.get("zz") ?? { ok: 1, denied: 2, note: "fresh" };
console.log(y.note, y.firstDenied, JSON.stringify(y));
const pick = (k: string): Tally => (m.has(k) ? m.get(k)! : { ok: 0, denied: -1 });
const t1 = Math.random() > 2 ? m.get("a")! : { ok: 9, denied: 9 };
t1.note = "n";
console.log(pick("a"), pick("q"), t1);
