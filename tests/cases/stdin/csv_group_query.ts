// args: --by=region --sum=amount --top=5 --sep=,
// csv_group_query: a small CSV query tool. Reads CSV from stdin (RFC 4180 quoting), groups
// rows by one column and aggregates another, prints an aligned table.
import * as readline from "node:readline";

interface Options {
  by: string;
  sum: string;
  top: number;
  sep: string;
  desc: boolean;
}

function usage(msg?: string): never {
  if (msg) console.error(`csvq: ${msg}`);
  console.error("usage: csvq --by=COL --sum=COL [--top=N] [--sep=C] [--asc]");
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  const opts: Options = { by: "", sum: "", top: 10, sep: ",", desc: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const m = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!m) usage(`unexpected argument '${arg}'`);
    const [, key, inline] = m;
    const value = inline ?? argv[++i];
    switch (key) {
      case "by": opts.by = value; break;
      case "sum": opts.sum = value; break;
      case "top": {
        const n = Number.parseInt(value, 10);
        if (Number.isNaN(n) || n <= 0) usage(`bad --top '${value}'`);
        opts.top = n;
        break;
      }
      case "sep": opts.sep = value; break;
      case "asc": opts.desc = false; if (inline === undefined) i--; break;
      default: usage(`unknown flag --${key}`);
    }
  }
  if (!opts.by || !opts.sum) usage("--by and --sum are required");
  return opts;
}

// Splits one CSV record; handles "quoted, fields" and doubled "" quotes.
function splitCsv(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"') {
        if (line[i + 1] === '"') { cur += '"'; i++; }
        else quoted = false;
      } else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) { out.push(cur); cur = ""; }
    else cur += ch;
  }
  out.push(cur);
  return out;
}

type Agg = { count: number; total: number; min: number; max: number };

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  let header: string[] | null = null;
  let byIdx = -1, sumIdx = -1;
  const groups = new Map<string, Agg>();
  let lineNo = 0, bad = 0;
  for await (const raw of rl) {
    lineNo++;
    const line = raw.trimEnd();
    if (line === "" || line.startsWith("#")) continue;
    const cells = splitCsv(line, opts.sep);
    if (header === null) {
      header = cells.map((c) => c.trim().toLowerCase());
      byIdx = header.indexOf(opts.by);
      sumIdx = header.indexOf(opts.sum);
      if (byIdx < 0 || sumIdx < 0) {
        console.error(`csvq: missing column in header: ${header.join("|")}`);
        process.exit(2);
      }
      continue;
    }
    const amount = Number(cells[sumIdx]);
    if (cells.length !== header.length || !Number.isFinite(amount)) {
      console.error(`line ${lineNo}: skipped (${cells.length} cells)`);
      bad++;
      continue;
    }
    const key = cells[byIdx] || "(blank)";
    const g = groups.get(key) ?? { count: 0, total: 0, min: Infinity, max: -Infinity };
    g.count++;
    g.total += amount;
    g.min = Math.min(g.min, amount);
    g.max = Math.max(g.max, amount);
    groups.set(key, g);
  }
  const rows = [...groups.entries()].sort((a, b) =>
    opts.desc ? b[1].total - a[1].total || a[0].localeCompare(b[0])
              : a[1].total - b[1].total || a[0].localeCompare(b[0]));
  const shown = rows.slice(0, opts.top);
  const w = Math.max(opts.by.length, ...shown.map(([k]) => k.length));
  const fmt = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  console.log(`${opts.by.toUpperCase().padEnd(w)}  ${"N".padStart(4)}  ${"TOTAL".padStart(12)}  ${"AVG".padStart(9)}  ${"MIN".padStart(8)}  ${"MAX".padStart(8)}`);
  console.log("-".repeat(w + 52));
  for (const [k, g] of shown) {
    console.log(
      `${k.padEnd(w)}  ${String(g.count).padStart(4)}  ${fmt(g.total).padStart(12)}  ` +
      `${(g.total / g.count).toFixed(2).padStart(9)}  ${g.min.toFixed(2).padStart(8)}  ${g.max.toFixed(2).padStart(8)}`);
  }
  const grand = rows.reduce((s, [, g]) => s + g.total, 0);
  console.log("-".repeat(w + 52));
  console.log(`${"all".padEnd(w)}  ${String(rows.reduce((s, [, g]) => s + g.count, 0)).padStart(4)}  ${fmt(grand).padStart(12)}`);
  if (rows.length > shown.length) console.log(`(${rows.length - shown.length} more groups)`);
  if (bad > 0) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error("csvq:", e instanceof Error ? e.message : String(e));
  process.exit(1);
});
