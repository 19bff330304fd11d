// A CSV parser (RFC 4180 quoting: embedded commas, doubled quotes, newlines
// inside quotes) feeding a typed sales report with aligned columns.

class CsvError extends Error {
  constructor(message: string, readonly line: number, readonly column: number) {
    super(`${message} at ${line}:${column}`);
    this.name = "CsvError";
  }
}

type Row = string[];

function parseCsv(text: string, delimiter = ","): Row[] {
  const rows: Row[] = [];
  let field = "";
  let row: Row = [];
  let inQuotes = false;
  let line = 1;
  let col = 0;
  let quotedAt = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    col++;
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
          col++;
        } else {
          inQuotes = false;
          const next = text[i + 1];
          if (next !== undefined && next !== delimiter && next !== "\n" && next !== "\r") {
            throw new CsvError(`unexpected '${next}' after closing quote`, line, col + 1);
          }
        }
      } else {
        if (ch === "\n") { line++; col = 0; }
        field += ch;
      }
      continue;
    }
    switch (ch) {
      case '"':
        if (field.length > 0) throw new CsvError("quote inside unquoted field", line, col);
        inQuotes = true;
        quotedAt = line;
        break;
      case delimiter:
        row.push(field);
        field = "";
        break;
      case "\r":
        break;
      case "\n":
        row.push(field);
        rows.push(row);
        row = [];
        field = "";
        line++;
        col = 0;
        break;
      default:
        field += ch;
    }
  }
  if (inQuotes) throw new CsvError(`unterminated quoted field opened on line ${quotedAt}`, line, col);
  if (field.length > 0 || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

interface Sale {
  readonly region: string;
  readonly rep: string;
  readonly product: string;
  readonly units: number;
  readonly price: number;
  readonly note?: string;
}

function toSales(rows: Row[]): { sales: Sale[]; rejected: string[] } {
  const [header, ...body] = rows;
  if (!header) return { sales: [], rejected: ["empty input"] };
  const index = new Map<string, number>();
  header.forEach((name, i) => index.set(name.trim().toLowerCase(), i));
  const need = ["region", "rep", "product", "units", "price"];
  const missing = need.filter(n => !index.has(n));
  if (missing.length) throw new Error(`missing columns: ${missing.join(", ")}`);
  const get = (r: Row, name: string): string => r[index.get(name) ?? -1] ?? "";
  const sales: Sale[] = [];
  const rejected: string[] = [];
  body.forEach((r, n) => {
    if (r.length === 1 && r[0] === "") return; // blank line
    const units = Number(get(r, "units"));
    const price = parseFloat(get(r, "price").replace("$", ""));
    if (!Number.isInteger(units) || Number.isNaN(price)) {
      rejected.push(`row ${n + 2}: bad number (${JSON.stringify(r)})`);
      return;
    }
    const note = index.has("note") ? get(r, "note") : "";
    sales.push({
      region: get(r, "region"),
      rep: get(r, "rep"),
      product: get(r, "product"),
      units,
      price,
      ...(note ? { note } : {}),
    });
  });
  return { sales, rejected };
}

type Align = "left" | "right";
interface Column<T> {
  title: string;
  align: Align;
  cell: (row: T) => string;
}

function renderTable<T>(rows: readonly T[], columns: Column<T>[]): string {
  const cells = rows.map(r => columns.map(c => c.cell(r)));
  const widths = columns.map((c, i) => Math.max(c.title.length, ...cells.map(row => row[i].length)));
  const fmt = (values: string[]) =>
    values
      .map((v, i) => (columns[i].align === "right" ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join(" | ")
      .trimEnd();
  const out = [fmt(columns.map(c => c.title)), widths.map(w => "-".repeat(w)).join("-+-")];
  for (const row of cells) out.push(fmt(row));
  return out.join("\n");
}

const money = (n: number): string => {
  const [whole, cents] = Math.abs(n).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${n < 0 ? "-" : ""}$${grouped}.${cents}`;
};

const input = [
  "Region,Rep,Product,Units,Price,Note",
  'North,"Smith, Jane",Widget,12,$3.50,',
  'North,"Smith, Jane",Gadget,3,$120.00,"said ""call me"" twice"',
  "South,Lee,Widget,40,$3.25,bulk",
  'South,Lee,"Gizmo, Large",1,$999.99,"multi',
  'line note"',
  "East,O'Brien,Widget,7,$3.50,",
  "East,O'Brien,Gadget,x,$120.00,typo",
  "",
  "West,Nakamura,Gizmo,5,$450,",
  "West,Nakamura,Widget,1000,$2.99,record",
].join("\r\n");

const rows = parseCsv(input);
console.log(`parsed ${rows.length} rows; widest has ${Math.max(...rows.map(r => r.length))} fields`);
console.log(rows[4]);

const { sales, rejected } = toSales(rows);
console.log(`${sales.length} sales, ${rejected.length} rejected`);
rejected.forEach(r => console.log("  " + r));

const revenue = (s: Sale) => s.units * s.price;
console.log(
  renderTable(sales, [
    { title: "Region", align: "left", cell: s => s.region },
    { title: "Rep", align: "left", cell: s => s.rep },
    { title: "Product", align: "left", cell: s => s.product },
    { title: "Units", align: "right", cell: s => String(s.units) },
    { title: "Revenue", align: "right", cell: s => money(revenue(s)) },
    { title: "Note", align: "left", cell: s => s.note?.replace(/\s+/g, " ") ?? "-" },
  ]),
);

interface RegionTotal { region: string; units: number; revenue: number; reps: Set<string> }
const byRegion = new Map<string, RegionTotal>();
for (const s of sales) {
  let t = byRegion.get(s.region);
  if (!t) {
    t = { region: s.region, units: 0, revenue: 0, reps: new Set() };
    byRegion.set(s.region, t);
  }
  t.units += s.units;
  t.revenue += revenue(s);
  t.reps.add(s.rep);
}
const totals = [...byRegion.values()].sort((a, b) => b.revenue - a.revenue);
const grand = totals.reduce((acc, t) => acc + t.revenue, 0);
console.log();
console.log(
  renderTable(totals, [
    { title: "Region", align: "left", cell: t => t.region },
    { title: "Reps", align: "right", cell: t => t.reps.size.toString() },
    { title: "Units", align: "right", cell: t => t.units.toString() },
    { title: "Revenue", align: "right", cell: t => money(t.revenue) },
    { title: "Share", align: "right", cell: t => `${((t.revenue / grand) * 100).toFixed(1)}%` },
  ]),
);
console.log(`grand total ${money(grand)}; best region ${totals[0]?.region ?? "none"}`);

const bad = ['a,"b', 'a,b"c",d', 'x,"y"z'];
for (const text of bad) {
  try {
    parseCsv(text);
    console.log("parsed?", text);
  } catch (e) {
    if (e instanceof CsvError) console.log(`${e.name}: ${e.message} (line ${e.line}, col ${e.column})`);
    else throw e;
  }
}
try {
  toSales(parseCsv("region,rep\nN,x"));
} catch (e) {
  console.log((e as Error).message);
}
console.log(parseCsv("a;b;;c\n;\n", ";"));
console.log(JSON.stringify(parseCsv('"",""\n"only"')));
