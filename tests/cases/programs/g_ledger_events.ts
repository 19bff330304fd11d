// Event-sourced inventory ledger: discriminated unions, exhaustive switches
// with never, readonly arrays, `as const` tables and `satisfies`.

const Warehouses = ["north", "south", "east"] as const;
type Warehouse = (typeof Warehouses)[number];

const Limits = {
  north: { capacity: 500, reorderAt: 40 },
  south: { capacity: 250, reorderAt: 25 },
  east: { capacity: 120, reorderAt: 10 },
} as const satisfies Record<Warehouse, { capacity: number; reorderAt: number }>;

type Sku = `SKU-${number}`;

type Event =
  | { readonly kind: "received"; readonly at: number; readonly sku: Sku; readonly wh: Warehouse; readonly qty: number }
  | { readonly kind: "shipped"; readonly at: number; readonly sku: Sku; readonly wh: Warehouse; readonly qty: number; readonly order: string }
  | { readonly kind: "moved"; readonly at: number; readonly sku: Sku; readonly from: Warehouse; readonly to: Warehouse; readonly qty: number }
  | { readonly kind: "counted"; readonly at: number; readonly sku: Sku; readonly wh: Warehouse; readonly actual: number }
  | { readonly kind: "discontinued"; readonly at: number; readonly sku: Sku };

type EventKind = Event["kind"];

interface State {
  readonly stock: ReadonlyMap<string, number>; // key: sku@wh
  readonly discontinued: ReadonlySet<Sku>;
  readonly rejected: readonly string[];
  readonly adjustments: number;
}

const key = (sku: Sku, wh: Warehouse): string => `${sku}@${wh}`;

function assertNever(x: never): never {
  throw new Error(`unhandled event: ${JSON.stringify(x)}`);
}

function totalIn(stock: ReadonlyMap<string, number>, wh: Warehouse): number {
  let n = 0;
  for (const [k, v] of stock) if (k.endsWith(`@${wh}`)) n += v;
  return n;
}

function apply(state: State, ev: Event): State {
  const stock = new Map(state.stock);
  const reject = (why: string): State => ({ ...state, rejected: [...state.rejected, `t=${ev.at} ${ev.kind} ${ev.sku}: ${why}`] });
  if (ev.kind !== "discontinued" && state.discontinued.has(ev.sku) && ev.kind !== "shipped") {
    return reject("discontinued");
  }
  switch (ev.kind) {
    case "received": {
      const room = Limits[ev.wh].capacity - totalIn(stock, ev.wh);
      if (ev.qty > room) return reject(`only ${room} free in ${ev.wh}`);
      stock.set(key(ev.sku, ev.wh), (stock.get(key(ev.sku, ev.wh)) ?? 0) + ev.qty);
      return { ...state, stock };
    }
    case "shipped": {
      const have = stock.get(key(ev.sku, ev.wh)) ?? 0;
      if (have < ev.qty) return reject(`order ${ev.order} wants ${ev.qty}, have ${have}`);
      stock.set(key(ev.sku, ev.wh), have - ev.qty);
      return { ...state, stock };
    }
    case "moved": {
      if (ev.from === ev.to) return reject("same warehouse");
      const have = stock.get(key(ev.sku, ev.from)) ?? 0;
      const moved = Math.min(have, ev.qty);
      if (moved === 0) return reject(`nothing in ${ev.from}`);
      stock.set(key(ev.sku, ev.from), have - moved);
      stock.set(key(ev.sku, ev.to), (stock.get(key(ev.sku, ev.to)) ?? 0) + moved);
      return { ...state, stock };
    }
    case "counted": {
      const have = stock.get(key(ev.sku, ev.wh)) ?? 0;
      stock.set(key(ev.sku, ev.wh), ev.actual);
      return { ...state, stock, adjustments: state.adjustments + Math.abs(have - ev.actual) };
    }
    case "discontinued": {
      const discontinued = new Set(state.discontinued);
      discontinued.add(ev.sku);
      return { ...state, discontinued };
    }
    default:
      return assertNever(ev);
  }
}

const log: readonly Event[] = [
  { kind: "received", at: 1, sku: "SKU-100", wh: "north", qty: 300 },
  { kind: "received", at: 2, sku: "SKU-200", wh: "north", qty: 150 },
  { kind: "received", at: 3, sku: "SKU-300", wh: "north", qty: 100 },
  { kind: "received", at: 4, sku: "SKU-100", wh: "east", qty: 100 },
  { kind: "shipped", at: 5, sku: "SKU-100", wh: "north", qty: 120, order: "A-1" },
  { kind: "moved", at: 6, sku: "SKU-200", from: "north", to: "south", qty: 200 },
  { kind: "shipped", at: 7, sku: "SKU-200", wh: "north", qty: 5, order: "A-2" },
  { kind: "counted", at: 8, sku: "SKU-100", wh: "east", actual: 93 },
  { kind: "discontinued", at: 9, sku: "SKU-300" },
  { kind: "received", at: 10, sku: "SKU-300", wh: "south", qty: 10 },
  { kind: "shipped", at: 11, sku: "SKU-300", wh: "north", qty: 60, order: "A-3" },
  { kind: "moved", at: 12, sku: "SKU-100", from: "east", to: "east", qty: 1 },
  { kind: "received", at: 13, sku: "SKU-400", wh: "east", qty: 40 },
  { kind: "counted", at: 14, sku: "SKU-200", wh: "south", actual: 148 },
  { kind: "shipped", at: 15, sku: "SKU-400", wh: "east", qty: 35, order: "A-4" },
];

const initial: State = { stock: new Map(), discontinued: new Set(), rejected: [], adjustments: 0 };

// Replay, keeping snapshots every 5 events.
const snapshots: State[] = [];
const final = log.reduce((s, ev, i) => {
  const next = apply(s, ev);
  if ((i + 1) % 5 === 0) snapshots.push(next);
  return next;
}, initial);

const counts = log.reduce<Partial<Record<EventKind, number>>>((acc, ev) => {
  acc[ev.kind] = (acc[ev.kind] ?? 0) + 1;
  return acc;
}, {});
console.log("event counts:", counts);
console.log("snapshots:", snapshots.map((s) => s.stock.size));

for (const wh of Warehouses) {
  const used = totalIn(final.stock, wh);
  const { capacity, reorderAt } = Limits[wh];
  const pct = ((used / capacity) * 100).toFixed(1);
  console.log(`${wh.padEnd(6)} ${String(used).padStart(4)}/${capacity} (${pct}%)`);
  const low = [...final.stock]
    .filter(([k, v]) => k.endsWith("@" + wh) && v <= reorderAt)
    .map(([k, v]) => `${k.split("@")[0]}:${v}`);
  if (low.length > 0) console.log(`  reorder: ${low.join(", ")}`);
}
console.log("discontinued:", [...final.discontinued]);
console.log("adjustments:", final.adjustments);
final.rejected.forEach((r) => console.log("rejected", r));
console.log(Object.entries(Limits).map(([w, l]) => `${w}:${l.capacity}`).join(","));
const sorted = [...final.stock.entries()].sort(([a], [b]) => a.localeCompare(b));
console.log(new Map(sorted));
