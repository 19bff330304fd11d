// A parsed object takes any number of new properties (a tally keyed by words,
// keys added in a loop), also after it met a static type; deletes and reads
// keep working and the key order stays insertion order.
interface Tally { total: number; [k: string]: number }
const t = JSON.parse('{"total": 0, "seed": 1}') as Tally;
for (const w of "the cat and the hat and the bat sat on the mat".split(" ")) { t[w] = (t[w] ?? 0) + 1; t.total++; }
console.log(t, t.total, Object.keys(t).length, JSON.stringify(t), "cat" in t);
const o: any = JSON.parse('{"a":1,"b":"x"}');
for (let i = 0; i < 8; i++) o["k" + i] = i * 1.5;
delete o.k3;
o.a += 10;
console.log(o, Object.entries(o).length, o.b.toUpperCase());
interface Rec { id: number; name: string; extra?: string }
const r = JSON.parse('{"id":1,"name":"n"}') as any;
const typed: Rec = r;
console.log(typed.id + 1, typed.name);
for (let i = 0; i < 6; i++) r["x" + i] = i;
console.log(typed.id + 1, typed.name, typed.extra, r.x5, JSON.stringify(typed));
