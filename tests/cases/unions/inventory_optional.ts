// An inventory with optional nested data, ?? defaults and ! assertions.
interface Dimensions { w: number; h: number; d?: number }
interface Item { sku: string; name: string; price?: number; dims?: Dimensions; tags?: string[]; supplier?: { name: string; country?: string } }

const items: Item[] = [
  { sku: "A1", name: "Desk", price: 199, dims: { w: 120, h: 75, d: 60 }, tags: ["office", "wood"], supplier: { name: "Oak & Co", country: "SE" } },
  { sku: "B2", name: "Lamp", price: 35, dims: { w: 20, h: 45 }, supplier: { name: "Lumen" } },
  { sku: "C3", name: "Sticker", tags: [] },
];

function volume(i: Item): number | undefined {
  const d = i.dims;
  if (!d) return undefined;
  return d.w * d.h * (d.d ?? 1);
}
for (const i of items) {
  console.log(
    i.sku,
    i.name.padEnd(8),
    (i.price ?? 0).toFixed(2),
    volume(i) ?? "n/a",
    i.tags?.length ?? -1,
    i.tags?.[0] ?? "(untagged)",
    i.supplier?.country ?? i.supplier?.name ?? "unknown",
  );
}
const priced = items.filter((i) => i.price !== undefined);
console.log(priced.map((i) => i.price! * 2));
const desk = items.find((i) => i.sku === "A1")!;
console.log(desk.dims!.d, desk.supplier!.name.toUpperCase());
console.log(items.map((i) => i.dims?.d));
