// match.groups as tsc types it ({ [key: string]: string }): indexed by a
// computed key, Object.keys/values/entries, pattern defaults, spread.
let m = /(?<a>\d+)-(?<b>\w+)?/.exec("12-");
if (m) {
  const g = m.groups!;
  console.log(g["a"], g.b);
  for (const k of ["a", "b", "c"]) console.log(k, g[k], m.groups?.[k]);
  console.log(Object.keys(g), JSON.stringify(g));
  const { a, b = "dflt" } = g;
  console.log(a, b);
}
{
let m = /(?<a>\d+)-(?<b>\w+)?/.exec("12-");
if (m?.groups) {
  const g = m.groups;
  console.log(Object.keys(g), Object.values(g), Object.entries(g));
  for (const [k, v] of Object.entries(g)) console.log(k, v, typeof v);
  const vals = Object.values(g);
  console.log(vals.length, vals[1] === undefined, String(vals[1]));
}
}
{
const re = /(?<year>\d{4})-(?<month>\d\d)(?:-(?<day>\d\d))?/;
for (const s of ["2024-05-17", "1999-12", "nope"]) {
  const groups = re.exec(s)?.groups;
  if (!groups) { console.log("no match", s); continue; }
  for (const k in groups) console.log(k, groups[k] ?? "-");
  const { year, month, day = "01" } = groups;
  const parts = ["year", "month", "day"].map((k) => groups[k]?.padStart(2, "0") ?? "??");
  console.log(year, month, day, parts.join("/"), "day" in groups);
  console.log(groups);
}
const all = [..."a1 b22 c333".matchAll(/(?<letter>[a-z])(?<digits>\d+)/g)].map((m) => m.groups);
console.log(all);
}
{
const all = [..."a1 b22 c333 d".matchAll(/(?<letter>[a-z])(?<digits>\d+)?/g)].map((m) => ({ ...m.groups, at: m.index }));
console.log(all);
const copy: Record<string, string> = { source: "x", ...all[0] && /(?<k>\w)=(?<v>\w)/.exec("a=b")?.groups };
console.log(copy, JSON.stringify({ ...copy }));
}
