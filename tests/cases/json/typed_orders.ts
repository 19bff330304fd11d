// JSON text converted to interfaces: declarations, `as`, arguments and returns all check the shape.
interface Line { sku: string; qty: number; unitPrice: number; tags?: string[] }
interface Address { street: string; city: string; zip: string | null }
interface Order {
  id: number;
  status: "open" | "shipped" | "cancelled";
  customer: { name: string; vip: boolean };
  shipTo?: Address;
  lines: Line[];
  discounts: number[];
  meta: unknown;
}

const payload = `[
  {"id": 1, "status": "open", "customer": {"name": "Ada", "vip": true},
   "shipTo": {"street": "1 Loop Rd", "city": "Cambridge", "zip": "02139"},
   "lines": [{"sku": "KB-1", "qty": 2, "unitPrice": 49.99, "tags": ["hw", "input"]},
             {"sku": "MS-7", "qty": 1, "unitPrice": 19.5}],
   "discounts": [5, 2.5], "meta": {"source": "web", "retries": 0}},
  {"id": 2, "status": "shipped", "customer": {"name": "Grace", "vip": false},
   "lines": [{"sku": "CB-3", "qty": 10, "unitPrice": 3.25}], "discounts": [], "meta": null},
  {"id": 3, "status": "cancelled", "customer": {"name": "Linus", "vip": false},
   "shipTo": {"street": "2 Kernel Way", "city": "Portland", "zip": null},
   "lines": [], "discounts": [1], "meta": [1, 2, 3]}
]`;

function subtotal(o: Order): number {
  let s = 0;
  for (const l of o.lines) s += l.qty * l.unitPrice;
  for (const d of o.discounts) s -= d;
  return Math.round(s * 100) / 100;
}

function label(o: Order): string {
  const where = o.shipTo ? `${o.shipTo.city}${o.shipTo.zip === null ? "" : " " + o.shipTo.zip}` : "pickup";
  const vip = o.customer.vip ? " (VIP)" : "";
  return `#${o.id} ${o.status} for ${o.customer.name}${vip} -> ${where}`;
}

const orders: Order[] = JSON.parse(payload);
for (const o of orders) {
  console.log(label(o), subtotal(o));
  const tagged = o.lines.filter((l) => l.tags !== undefined).map((l) => `${l.sku}:${(l.tags ?? []).join("/")}`);
  if (tagged.length > 0) console.log("  tags", tagged);
  console.log("  meta", o.meta);
}

const open = orders.filter((o) => o.status === "open");
console.log(open.length, open[0].lines[0].sku, open[0].discounts.reduce((a, b) => a + b, 0));

// `as` and a function argument convert the same way
const one = JSON.parse('{"id": 9, "status": "open", "customer": {"name": "Tim", "vip": false}, "lines": [], "discounts": [0.5], "meta": "x"}') as Order;
console.log(label(one), subtotal(one));
console.log(subtotal(JSON.parse('{"id": 10, "status": "open", "customer": {"name": "Ken", "vip": true}, "lines": [{"sku": "A", "qty": 3, "unitPrice": 1.5}], "discounts": [], "meta": 0}')));

// arrays of primitives become the compiler's own arrays
const grid: number[][] = JSON.parse("[[1, 2, 3], [4, 5, 6], [7, 8, 9]]");
let trace = 0;
for (let i = 0; i < grid.length; i++) trace += grid[i][i];
console.log(trace, grid[2].slice(1), grid.map((r) => r.reduce((a, b) => a + b, 0)));
const words: string[] = JSON.parse('["pear", "apple", "fig"]');
words.sort();
console.log(words.join(" "), words.map((w) => w.toUpperCase()), words.indexOf("fig"));
const flags: boolean[] = JSON.parse("[true, false, true]");
console.log(flags.filter((f) => f).length);
const maybe: (number | null)[] = JSON.parse("[1, null, 3]");
console.log(maybe, maybe.map((m) => (m === null ? 0 : m * 2)));

// a literal union, an optional property and a number|string property
type Shape = { kind: "circle"; r: number } | { kind: "rect"; w: number; h: number };
const shapes: Shape[] = JSON.parse('[{"kind": "circle", "r": 1}, {"kind": "rect", "w": 2, "h": 3}]');
for (const s of shapes) console.log(s.kind, s.kind === "circle" ? Math.round(Math.PI * s.r * s.r * 100) / 100 : s.w * s.h);
interface Setting { key: string; value: number | string; note?: string }
const settings: Setting[] = JSON.parse('[{"key": "port", "value": 8080}, {"key": "host", "value": "localhost", "note": "dev"}]');
for (const s of settings) console.log(s.key, typeof s.value, s.value, s.note ?? "-");

// objects round-trip through stringify and parse
const again: Order[] = JSON.parse(JSON.stringify(orders));
console.log(JSON.stringify(again) === JSON.stringify(orders), again[0].lines[1].unitPrice);
console.log(orders[0]);
