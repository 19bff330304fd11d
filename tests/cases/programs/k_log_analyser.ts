// Access-log analyser: reads CSV-ish lines from stdin, aggregates per route and status.
import * as readline from 'node:readline';

interface LogEntry {
  ts: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  bytes: number;
  user?: string;
}

interface RouteStats {
  count: number;
  totalMs: number;
  maxMs: number;
  errors: number;
  bytes: number;
  latencies: number[];
}

const badLines: { line: number; reason: string }[] = [];
const entries: LogEntry[] = [];

function parseLine(raw: string, lineNo: number): LogEntry | null {
  const line = raw.trim();
  if (line === '' || line.startsWith('#')) return null;
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length < 6) {
    badLines.push({ line: lineNo, reason: `expected >= 6 fields, got ${parts.length}` });
    return null;
  }
  const [ts, method, path, statusStr, msStr, bytesStr, user] = parts;
  const status = Number.parseInt(statusStr, 10);
  const ms = Number(msStr);
  const bytes = Number(bytesStr);
  if (Number.isNaN(status) || Number.isNaN(ms)) {
    badLines.push({ line: lineNo, reason: `bad number in "${statusStr}" or "${msStr}"` });
    return null;
  }
  return { ts, method: method.toUpperCase(), path: normalisePath(path), status, ms, bytes: bytes || 0, user: user || undefined };
}

function normalisePath(p: string): string {
  const noQuery = p.split('?')[0];
  return noQuery
    .split('/')
    .map((seg) => (/^\d+$/.test(seg) ? ':id' : seg))
    .join('/');
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const idx = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, idx)];
}

function pad(s: string | number, width: number, right = false): string {
  const str = String(s);
  return right ? str.padStart(width) : str.padEnd(width);
}

function printTable(headers: string[], rows: (string | number)[][], numericCols: Set<number>): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) =>
    '| ' + cells.map((c, i) => pad(c, widths[i], numericCols.has(i))).join(' | ') + ' |';
  const sep = '+' + widths.map((w) => '-'.repeat(w + 2)).join('+') + '+';
  console.log(sep);
  console.log(line(headers));
  console.log(sep);
  for (const r of rows) console.log(line(r));
  console.log(sep);
}

async function main(): Promise<void> {
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  let lineNo = 0;
  for await (const raw of rl) {
    lineNo++;
    const e = parseLine(raw, lineNo);
    if (e) entries.push(e);
  }

  const byRoute = new Map<string, RouteStats>();
  const byStatus = new Map<number, number>();
  const byUser: Record<string, number> = {};
  for (const e of entries) {
    const key = `${e.method} ${e.path}`;
    let s = byRoute.get(key);
    if (!s) {
      s = { count: 0, totalMs: 0, maxMs: 0, errors: 0, bytes: 0, latencies: [] };
      byRoute.set(key, s);
    }
    s.count++;
    s.totalMs += e.ms;
    s.maxMs = Math.max(s.maxMs, e.ms);
    s.bytes += e.bytes;
    s.latencies.push(e.ms);
    if (e.status >= 500) s.errors++;
    byStatus.set(e.status, (byStatus.get(e.status) ?? 0) + 1);
    const u = e.user ?? 'anonymous';
    byUser[u] = (byUser[u] || 0) + 1;
  }

  console.log(`Parsed ${entries.length} entries from ${lineNo} lines (${badLines.length} bad)`);
  for (const b of badLines) console.log(`  line ${b.line}: ${b.reason}`);

  const rows = [...byRoute.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
    .map(([route, s]) => {
      const sorted = [...s.latencies].sort((x, y) => x - y);
      return [
        route,
        s.count,
        (s.totalMs / s.count).toFixed(1),
        percentile(sorted, 95),
        s.maxMs,
        s.errors ? `${((s.errors / s.count) * 100).toFixed(0)}%` : '-',
        (s.bytes / 1024).toFixed(2) + 'K',
      ];
    });
  printTable(['route', 'n', 'avg', 'p95', 'max', 'err', 'bytes'], rows, new Set([1, 2, 3, 4, 5, 6]));

  const statuses = Array.from(byStatus.keys()).sort((a, b) => a - b);
  console.log('\nStatus codes:');
  for (const st of statuses) {
    const n = byStatus.get(st)!;
    const bar = '#'.repeat(Math.round((n / entries.length) * 40));
    console.log(`  ${st} ${String(n).padStart(3)} ${bar}`);
  }

  const topUsers = Object.entries(byUser)
    .sort(([ua, a], [ub, b]) => b - a || (ua < ub ? -1 : 1))
    .slice(0, 3);
  console.log('\nTop users:', topUsers.map(([u, n]) => `${u}=${n}`).join(', '));

  const slowest = entries.reduce((acc, e) => (e.ms > acc.ms ? e : acc), entries[0]);
  console.log('Slowest request:', slowest);
  const hours = new Map<string, number>();
  for (const e of entries) {
    const h = e.ts.slice(11, 13);
    hours.set(h, (hours.get(h) ?? 0) + 1);
  }
  console.log('By hour:', hours);
  const total = entries.reduce((sum, e) => sum + e.bytes, 0);
  console.log(`Total transferred: ${total.toLocaleString('en-US')} bytes`);
}

main().catch((err) => {
  console.error('fatal:', err);
  process.exitCode = 1;
});
