type Kind = "file" | "dir";
interface Entry { name: string; kind: Kind; size: number; }
const raw = ["a.txt:120", "src/", "b.md:7", "docs/"];
// map's result must be Entry[], so the literals keep their literal types (tsc infers U from the context)
const entries: Entry[] = raw.map(r => r.endsWith("/")
  ? { name: r.slice(0, -1), kind: "dir", size: 0 }
  : { name: r.split(":")[0], kind: "file", size: Number(r.split(":")[1]) });
console.log(entries);
const kinds: Kind[] = entries.map(e => e.size > 100 ? "file" : "dir");
console.log(kinds.join(","));
// explicit type arguments
const byKind = entries.reduce<Record<string, string[]>>((acc, e) => {
  (acc[e.kind] ??= []).push(e.name);
  return acc;
}, {});
console.log(byKind);
const labels = entries.map<string>(e => `${e.kind}:${e.name}`);
console.log(labels);
const total = entries.reduce<number>((s, e) => s + e.size, 0);
console.log(total);
function toPairs(es: Entry[]): [string, number][] {
  return es.map(e => [e.name, e.size]);
}
console.log(toPairs(entries));
