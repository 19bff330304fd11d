// Streaming CSV parser over process.stdin chunks: quoted fields, escaped quotes, CRLF, per-column type inference.
type Cell = string | number | boolean | null;
type ColumnType = 'int' | 'float' | 'bool' | 'date' | 'text' | 'empty';

class CsvParser {
  private field = '';
  private row: string[] = [];
  private inQuotes = false;
  private pendingQuote = false;
  private pendingCR = false;
  readonly rows: string[][] = [];

  feed(chunk: string): void {
    for (const ch of chunk) this.step(ch);
  }

  private endField(): void {
    this.row.push(this.field);
    this.field = '';
  }

  private endRow(): void {
    this.endField();
    if (!(this.row.length === 1 && this.row[0] === '')) this.rows.push(this.row);
    this.row = [];
  }

  private step(ch: string): void {
    if (this.pendingCR) {
      this.pendingCR = false;
      if (ch === '\n') return;
    }
    if (this.inQuotes) {
      if (this.pendingQuote) {
        this.pendingQuote = false;
        if (ch === '"') {
          this.field += '"';
          return;
        }
        this.inQuotes = false;
      } else if (ch === '"') {
        this.pendingQuote = true;
        return;
      } else {
        this.field += ch;
        return;
      }
    }
    switch (ch) {
      case '"':
        if (this.field === '') this.inQuotes = true;
        else this.field += ch;
        break;
      case ',':
        this.endField();
        break;
      case '\r':
        this.pendingCR = true;
        this.endRow();
        break;
      case '\n':
        this.endRow();
        break;
      default:
        this.field += ch;
    }
  }

  end(): string[][] {
    if (this.pendingQuote) this.inQuotes = false;
    if (this.inQuotes) throw new Error(`unterminated quoted field starting "${this.field.slice(0, 10)}"`);
    if (this.field !== '' || this.row.length) this.endRow();
    return this.rows;
  }
}

function inferType(v: string): ColumnType {
  if (v === '') return 'empty';
  if (/^-?\d+$/.test(v)) return 'int';
  if (/^-?\d*\.\d+(e[+-]?\d+)?$/i.test(v)) return 'float';
  if (/^(true|false|yes|no)$/i.test(v)) return 'bool';
  if (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))) return 'date';
  return 'text';
}

function merge(a: ColumnType, b: ColumnType): ColumnType {
  if (a === b || b === 'empty') return a;
  if (a === 'empty') return b;
  if ((a === 'int' && b === 'float') || (a === 'float' && b === 'int')) return 'float';
  return 'text';
}

function convert(v: string, t: ColumnType): Cell {
  if (v === '') return null;
  switch (t) {
    case 'int':
    case 'float':
      return Number(v);
    case 'bool':
      return /^(true|yes)$/i.test(v);
    default:
      return v;
  }
}

let chunks = 0;
let bytes = 0;
const parser = new CsvParser();
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  chunks++;
  bytes += chunk.length;
  parser.feed(chunk);
});
process.stdin.on('end', () => {
  const [header, ...body] = parser.end();
  console.log(`read ${bytes} chars in ${chunks > 0 ? 'some' : 'no'} chunks, ${body.length} records`);
  const types = header.map((_, i) => body.reduce<ColumnType>((acc, r) => merge(acc, inferType(r[i] ?? '')), 'empty'));
  console.log('columns:', Object.fromEntries(header.map((h, i) => [h, types[i]])));
  const bad = body.map((r, i) => [i + 2, r.length] as const).filter(([, n]) => n !== header.length);
  for (const [line, n] of bad) console.log(`  record at line ${line} has ${n} fields, expected ${header.length}`);
  const records = body.map((r) => Object.fromEntries(header.map((h, i) => [h, convert(r[i] ?? '', types[i])])));
  console.log(records.slice(0, 3));
  const numeric = header.filter((_, i) => types[i] === 'int' || types[i] === 'float');
  for (const col of numeric) {
    const vals = records.map((r) => r[col]).filter((v): v is number => typeof v === 'number');
    const sum = vals.reduce((a, b) => a + b, 0);
    const mean = sum / vals.length;
    const sd = Math.sqrt(vals.reduce((a, v) => a + (v - mean) ** 2, 0) / vals.length);
    console.log(`${col.padEnd(8)} n=${vals.length} sum=${+sum.toFixed(4)} mean=${mean.toFixed(3)} sd=${sd.toFixed(3)} min=${Math.min(...vals)} max=${Math.max(...vals)}`);
  }
  const byCity = new Map<string, { n: number; active: number }>();
  for (const r of records) {
    const city = String(r.city ?? '?');
    const e = byCity.get(city) ?? { n: 0, active: 0 };
    e.n++;
    if (r.active === true) e.active++;
    byCity.set(city, e);
  }
  console.table([...byCity].map(([city, e]) => ({ city, ...e })));
  const notes = records.map((r) => r.note).filter((n): n is string => typeof n === 'string' && n.includes('\n'));
  console.log('multi-line notes:', notes);
  console.log(JSON.stringify(records[records.length - 1]));
});
