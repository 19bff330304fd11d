// An inventory of discriminated-union items with exhaustive switches across modules.
import { Inventory } from "./store";
import { Outcome, type Item, type StockEvent } from "./model/index";
import * as model from "./model";

const inv = new Inventory().add(
  { kind: "piece", sku: "BLT-10", name: "Bolt M10", count: 500, unitPrice: 0.12 },
  { kind: "piece", sku: "NUT-10", name: "Nut M10", count: 450, unitPrice: 0.05 },
  { kind: "bulk", sku: "OIL-1", name: "Machine oil", unit: "l", amount: 12.5, pricePerUnit: 4.2 },
  { kind: "bulk", sku: "SND-1", name: "Sand", unit: "kg", amount: 300, pricePerUnit: 0.08 },
  {
    kind: "bundle",
    sku: "KIT-1",
    name: "Fastener kit",
    parts: [
      { sku: "BLT-10", qty: 20 },
      { sku: "NUT-10", qty: 20 },
      { sku: "GONE", qty: 1 },
    ],
    discountPct: 10,
  },
  { kind: "service", sku: "SRV-1", name: "Assembly", hours: 3, rate: 45 },
);

const events: StockEvent[] = [
  { type: "receive", sku: "BLT-10", qty: 100 },
  { type: "ship", sku: "NUT-10", qty: 500, order: "SO-1" },
  { type: "ship", sku: "NUT-10", qty: 50, order: "SO-2" },
  { type: "ship", sku: "OIL-1", qty: 2.75, order: "SO-3" },
  { type: "receive", sku: "SRV-1", qty: 1 },
  { type: "adjust", sku: "BLT-10", delta: -3, reason: "damaged" },
  { type: "adjust", sku: "OIL-1", delta: 1, reason: "found" },
  { type: "discontinue", sku: "SND-1" },
  { type: "receive", sku: "SND-1", qty: 10 },
  { type: "ship", sku: "XYZ", qty: 1, order: "SO-4" },
];

const outcomeNames = ["ok", "rejected", "ignored"];
const counts = [0, 0, 0];
for (const ev of events) {
  const o = inv.apply(ev);
  counts[o]++;
  console.log(`${ev.type.padEnd(12)} ${ev.sku.padEnd(7)} -> ${outcomeNames[o]}`);
}
console.log("outcomes:", counts.join("/"), counts[Outcome.Rejected] > 0 ? "(some rejected)" : "");
console.log(inv.log.join("\n"));

for (const [kind, items] of inv.byKind()) {
  const names = items.map((i: Item) => `${i.name}=${inv.valueOf(i).toFixed(2)}`);
  console.log(`${kind}: ${names.join(", ")}`);
}
console.log("total value:", inv.total().toFixed(2));

function describe(item: model.Item): string {
  switch (item.kind) {
    case "piece": return `${item.count} pcs`;
    case "bulk": return `${item.amount} ${item.unit}`;
    case "bundle": return `${item.parts.length} parts`;
    case "service": return `${item.hours} h`;
  }
}
for (const sku of ["BLT-10", "OIL-1", "KIT-1", "SRV-1", "NOPE"]) {
  const it = inv.find(sku);
  console.log(sku, it ? describe(it) : "-");
}

const kinds: model.ItemKind[] = ["service", "piece", "bundle", "bulk"];
console.log(kinds.sort().join(" < "), inv.byKind().size);
