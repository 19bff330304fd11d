// obj[k] where k is a keyof type over properties of different types reads
// as the union of those types; Array(n) is new Array(n).
interface Row { id: number; name: string; tags: string[]; active: boolean }
const row: Row = { id: 7, name: "seven", tags: ["odd", "prime"], active: true };
const fields = ["id", "name", "tags", "active"] as (keyof Row)[];
for (const f of fields) {
  const v = row[f];
  const shown = Array.isArray(v) ? v.join("+") : typeof v === "number" ? v.toFixed(1) : String(v);
  console.log(f, typeof v, shown);
}
function pick<K extends keyof Row>(r: Row, k: K) { return r[k]; }
console.log(pick(row, "name").toUpperCase(), pick(row, "id") + 1);
const two: "id" | "name" = Math.random() < 2 ? "name" : "id";
console.log(row[two]);
const zeros: number[] = Array(4).fill(0);
const grid = Array(2).fill(null).map((_, i) => Array(3).fill(i));
const holes: string[] = Array(2);
console.log(zeros, grid, holes.length, Array(3).fill("x").join(""));
