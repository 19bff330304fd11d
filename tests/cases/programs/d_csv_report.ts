// Parses a CSV of orders (quoted fields, escaped quotes), then prints per-region and per-product reports.
const CSV = `id,date,region,product,qty,unit_price,customer
1,2024-01-05,North,"Widget, large",3,19.99,"Acme ""Corp"""
2,2024-01-06,South,Gadget,10,4.5,Globex
3,2024-01-09,North,Gadget,1,4.5,Initech
4,2024-02-11,East,"Widget, large",7,19.99,Umbrella
5,2024-02-12,South,Doohickey,2,99.95,Acme "Corp"
6,2024-02-20,west,Gadget,4,4.75,Hooli
7,2024-03-01,East,Doohickey,,99.95,Globex
8,2024-03-02,North,Widget,12,7.25,Initech`;

interface Order { id: number; date: string; region: string; product: string; qty: number; price: number; customer: string }

function parseLine(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let inQuotes = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (inQuotes) {
      if (ch === '"' && line[i + 1] === '"') { cur += '"'; i++; }
      else if (ch === '"') inQuotes = false;
      else cur += ch;
    } else if (ch === '"') inQuotes = true;
    else if (ch === ",") { out.push(cur); cur = ""; }
    else cur += ch;
  }
  out.push(cur);
  return out;
}

class Report {
  private errors: string[] = [];
  constructor(private readonly orders: Order[]) {}

  static fromCsv(text: string): Report {
    const [header, ...lines] = text.split("\n");
    const cols = parseLine(header);
    const orders: Order[] = [];
    for (const line of lines) {
      const cells = parseLine(line);
      const rec: Record<string, string> = {};
      cols.forEach((c, i) => { rec[c] = cells[i] ?? ""; });
      orders.push({
        id: Number(rec.id), date: rec.date, region: rec.region.charAt(0).toUpperCase() + rec.region.slice(1).toLowerCase(),
        product: rec.product, qty: rec.qty === "" ? NaN : parseInt(rec.qty, 10), price: parseFloat(rec.unit_price), customer: rec.customer,
      });
    }
    return new Report(orders);
  }

  valid(): Order[] {
    return this.orders.filter((o) => {
      if (Number.isNaN(o.qty)) { this.errors.push(`order ${o.id}: missing quantity`); return false; }
      return true;
    });
  }

  byRegion(): Map<string, { orders: number; revenue: number }> {
    const m = new Map<string, { orders: number; revenue: number }>();
    for (const o of this.valid()) {
      const e = m.get(o.region) ?? { orders: 0, revenue: 0 };
      e.orders++;
      e.revenue += o.qty * o.price;
      m.set(o.region, e);
    }
    return m;
  }

  get problems(): readonly string[] { return this.errors; }
}

const money = (n: number) => "$" + n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const r = Report.fromCsv(CSV);
const regions = [...r.byRegion().entries()].sort((a, b) => b[1].revenue - a[1].revenue || a[0].localeCompare(b[0]));
console.log("Region".padEnd(8) + "Orders".padStart(7) + "Revenue".padStart(12));
console.log("-".repeat(27));
let total = 0;
for (const [name, e] of regions) {
  total += e.revenue;
  console.log(name.padEnd(8) + String(e.orders).padStart(7) + money(e.revenue).padStart(12));
}
console.log("-".repeat(27));
console.log("Total".padEnd(15) + money(total).padStart(12));
console.log(r.problems.join("; "));

const products = new Map<string, number>();
for (const o of r.valid()) products.set(o.product, (products.get(o.product) ?? 0) + o.qty);
const sorted = Array.from(products, ([p, q]) => ({ p, q })).sort((a, b) => a.p.localeCompare(b.p, "en", { sensitivity: "base" }));
console.table(sorted);
const months = r.valid().reduce<Record<string, number>>((acc, o) => {
  const key = o.date.slice(0, 7);
  acc[key] = (acc[key] || 0) + 1;
  return acc;
}, {});
console.log(JSON.stringify(months), Object.keys(months).length);
const customers = new Set(r.valid().map((o) => o.customer));
console.log([...customers].sort().join(" | "));
console.log(JSON.stringify(r.valid().slice(0, 2), null, 2));
