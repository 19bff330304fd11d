// Array.from's function takes the expected array's element type as the
// context of what it returns, as map's function does.
type Region = "north" | "south" | "east";
interface Sale { id: string; region: Region; qty: number; tags: readonly string[] }
const regions: Region[] = ["north", "south", "east"];
const pick = <T,>(xs: readonly T[], i: number): T => xs[i % xs.length];
const sales: Sale[] = Array.from({ length: 4 }, (_, i) => ({
  id: `S${i}`,
  region: pick(regions, i * 2),
  qty: i + 1,
  tags: i % 2 ? ["x"] : [],
}));
console.log(sales);
const byRegion: Record<Region, number> = { north: 0, south: 0, east: 0 };
for (const s of sales) byRegion[s.region] += s.qty;
console.log(byRegion);
const pairs: [string, number][] = Array.from(new Set(["a", "b"]), (k, i) => [k, i]);
console.log(pairs);
