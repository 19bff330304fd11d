// Record<"a" | "b", V> is an object type with exactly those keys.
type Level = "debug" | "info" | "warn" | "error";
const levelRank: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function enabled(min: Level, l: Level): boolean {
  return levelRank[l] >= levelRank[min];
}
const levels: Level[] = ["debug", "info", "warn", "error"];
for (const l of levels) console.log(l, levelRank[l], enabled("info", l));

type Color = "red" | "green" | "blue";
const hits: Record<Color, number> = { red: 0, green: 0, blue: 0 };
const seen: Color[] = ["red", "blue", "blue", "green", "blue", "red"];
for (const c of seen) hits[c]++;
hits["green"] += 100;
console.log(hits, hits.red, hits["blue"]);
console.log(JSON.stringify(hits));
console.log(Object.keys(hits), Object.values(hits));

const labels: Record<Color, string> = { red: "R", green: "G", blue: "B" };
let s = "";
for (const c of seen) s += labels[c];
labels.blue = "b";
console.log(s, labels);

// Numeric literal keys.
type Die = 1 | 2 | 3;
const names: Record<Die, string> = { 1: "one", 2: "two", 3: "three" };
const rolls: Die[] = [3, 1, 2, 3];
console.log(rolls.map((r) => names[r]).join(" "), names);

// A Record<string, T> of objects, and a function returning one.
interface Item {
  name: string;
  price: number;
}
function indexBy(items: Item[]): Record<string, Item> {
  const out: Record<string, Item> = {};
  for (const it of items) out[it.name] = it;
  return out;
}
const idx = indexBy([{ name: "tea", price: 3 }, { name: "cake", price: 5 }]);
console.log(idx, idx["tea"].price + idx.cake.price);
const nested: Record<string, Record<string, number>> = { a: { x: 1 }, b: {} };
nested.b["y"] = 2;
nested["c"] = { z: 3, w: 4 };
console.log(nested, nested.c.w);
