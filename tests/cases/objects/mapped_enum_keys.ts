// Mapped types and Records keyed by enums and literal unions: counters,
// lookup tables built from {} with `as`, numeric-enum computed keys, and
// Partial<Record<K, V>> caches.

enum Color { Red = "red", Green = "green", Blue = "blue" }
enum Dir { Up, Down, Left, Right }
type Size = "S" | "M" | "L";

type ColorCounts = { [K in Color]: number };
type SizeFlags = { readonly [K in Size]: boolean };
type Sparse = { [K in Size]?: string };

const counts: ColorCounts = { [Color.Red]: 0, [Color.Green]: 0, [Color.Blue]: 0 };
const picks: Color[] = [Color.Red, Color.Blue, Color.Red, Color.Green, Color.Red];
for (const p of picks) counts[p]++;
console.log(counts);
console.log(counts[Color.Red], counts.green, Object.entries(counts).map(([k, v]) => `${k}=${v}`).join(" "));

const inStock: SizeFlags = { S: true, M: false, L: true };
console.log((["S", "M", "L"] as Size[]).filter((s) => inStock[s]).join("/"));

const notes: Sparse = { M: "popular" };
console.log(notes.S ?? "-", notes.M ?? "-", notes);

const hex: Record<Color, string> = { red: "#f00", green: "#0f0", blue: "#00f" };
console.log(hex[Color.Blue], Object.keys(hex));

const arrows = { [Dir.Up]: "^", [Dir.Down]: "v", [Dir.Left]: "<", [Dir.Right]: ">" };
console.log(arrows[Dir.Left], arrows);
const moves: Record<Dir, [number, number]> = {
  [Dir.Up]: [0, -1],
  [Dir.Down]: [0, 1],
  [Dir.Left]: [-1, 0],
  [Dir.Right]: [1, 0],
};
let x = 0, y = 0;
const path: Dir[] = [Dir.Up, Dir.Up, Dir.Right, Dir.Down, Dir.Left, Dir.Left];
for (const d of path) {
  const [dx, dy] = moves[d];
  x += dx;
  y += dy;
}
console.log(x, y);

type Price = "base" | "tax" | "total";
const bill = {} as Record<Price, number>;
console.log(bill.base, Object.keys(bill).length);
bill.base = 40;
bill.tax = bill.base * 0.25;
bill["total"] = bill.base + bill.tax;
console.log(bill, JSON.stringify(bill));

interface Settings { theme: string; fontSize: number }
const s = {} as Settings;
s.theme = "dark";
s.fontSize = 14;
console.log(s);

const cache: Partial<Record<Size, number>> = {};
function price(sz: Size): number {
  const hit = cache[sz];
  if (hit !== undefined) return hit;
  const v = sz === "S" ? 10 : sz === "M" ? 12 : 15;
  cache[sz] = v;
  return v;
}
console.log(price("M"), price("M"), price("L"), cache);
console.log("S" in cache, "M" in cache);
