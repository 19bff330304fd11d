// JSON parse/stringify in a loop: a config-like document is modified and
// serialised again, with nested objects, arrays, strings with escapes.
interface Item { id: number; label: string; tags: string[]; price: number; meta: { created: string; active: boolean; ratio: number | null } }
interface Doc { version: number; name: string; items: Item[] }

function makeDoc(n: number): Doc {
  const items: Item[] = [];
  for (let i = 0; i < n; i++) {
    items.push({
      id: i,
      label: `item "${i}"\t#${(i * 37) % 101}`,
      tags: ["t" + (i % 7), "g" + (i % 3), i % 2 === 0 ? "even" : "odd"],
      price: Math.round(i * 13.37 * 100) / 100,
      meta: { created: "2024-01-" + String(1 + (i % 28)).padStart(2, "0"), active: i % 3 !== 0, ratio: i % 5 === 0 ? null : i / 7 },
    });
  }
  return { version: 1, name: "catalog", items };
}

let doc = makeDoc(500);
let text = JSON.stringify(doc);
let total = 0;
for (let round = 0; round < 80; round++) {
  const parsed = JSON.parse(text) as Doc;
  parsed.version++;
  let active = 0;
  for (const it of parsed.items) {
    if (it.meta.active) active++;
    it.price = Math.round(it.price * 1.01 * 100) / 100;
    if (it.tags.length < 5 && round % 20 === 0) it.tags.push("r" + round);
    total += it.meta.ratio ?? 0;
  }
  total += active;
  text = JSON.stringify(parsed);
  if (round % 20 === 0) {
    const pretty = JSON.stringify(parsed.items[1], null, 2);
    console.log(pretty.length, text.length);
  }
}
const final = JSON.parse(text) as Doc;
console.log(final.version, final.items[499].price, final.items[3].tags.join("|"), total.toFixed(6));
console.log(JSON.stringify(final.items[10]));
