// Imports a bank statement CSV from standard input (quoted fields, doubled
// quotes, embedded newlines), converts currencies, reports rejects and
// prints per-day balances.
import * as readline from "node:readline";

interface Row { line: number; date: string; description: string; amount: number; currency: string }
interface Reject { line: number; reason: string; raw: string }

const RATES: Readonly<Record<string, number>> = { EUR: 1, USD: 0.92, CHF: 1.04 };

function* parseCsv(lines: Iterable<string>): Generator<{ line: number; fields: string[]; raw: string }> {
  let fields: string[] = [];
  let field = "";
  let inQuotes = false;
  let start = 0;
  let raw = "";
  let n = 0;
  for (const text of lines) {
    n++;
    if (!inQuotes) {
      start = n;
      raw = text;
    } else raw += "\n" + text;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (inQuotes) {
        if (ch === '"' && text[i + 1] === '"') {
          field += '"';
          i++;
        } else if (ch === '"') inQuotes = false;
        else field += ch;
      } else if (ch === '"') inQuotes = true;
      else if (ch === ",") {
        fields.push(field);
        field = "";
      } else field += ch;
    }
    if (inQuotes) {
      field += "\n";
      continue;
    }
    fields.push(field);
    yield { line: start, fields, raw };
    fields = [];
    field = "";
  }
  if (inQuotes) yield { line: start, fields: [...fields, field], raw: raw + " <unterminated>" };
}

function validDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

async function main(): Promise<void> {
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  const lines: string[] = [];
  for await (const line of rl) lines.push(line);

  const rows: Row[] = [];
  const rejects: Reject[] = [];
  let header: string[] | undefined;
  for (const { line, fields, raw } of parseCsv(lines)) {
    if (!header) {
      header = fields.map((h) => h.trim().toLowerCase());
      continue;
    }
    if (fields.length === 1 && fields[0].trim() === "") continue;
    const rec = Object.fromEntries(header.map((h, i) => [h, fields[i]]));
    const reject = (reason: string): void => { rejects.push({ line, reason, raw }); };
    if (fields.length !== header.length) { reject(`expected ${header.length} fields, got ${fields.length}`); continue; }
    if (!validDate(rec.date)) { reject(`bad date ${rec.date}`); continue; }
    const amount = Number(rec.amount);
    if (!Number.isFinite(amount)) { reject(`bad amount ${rec.amount}`); continue; }
    if (!(rec.currency in RATES)) { reject(`unknown currency ${rec.currency}`); continue; }
    rows.push({ line, date: rec.date, description: rec.description, amount, currency: rec.currency });
  }

  let balance = 0;
  const daily = new Map<string, number>();
  for (const r of rows) {
    const eur = Math.round(r.amount * RATES[r.currency] * 100) / 100;
    balance += eur;
    daily.set(r.date, (daily.get(r.date) ?? 0) + eur);
    const desc = r.description.replace(/\n/g, "\\n");
    console.log(`${r.date}  ${desc.slice(0, 26).padEnd(26)} ${r.amount.toFixed(2).padStart(9)} ${r.currency}  ${eur.toFixed(2).padStart(9)} EUR`);
  }
  console.log("-".repeat(62));
  for (const [date, sum] of daily) console.log(`${date}  ${sum >= 0 ? "+" : ""}${sum.toFixed(2)}`);
  console.log(`balance: ${balance.toFixed(2)} EUR from ${rows.length} rows`);
  if (rejects.length) {
    console.log(`${rejects.length} rejected:`);
    for (const r of rejects) console.log(`  line ${r.line}: ${r.reason} | ${JSON.stringify(r.raw)}`);
    process.exitCode = 2;
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
