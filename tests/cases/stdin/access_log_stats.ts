// access_log_stats: summarises an access log read from stdin with fs.readFileSync(0).
// Per status class, per path (top N), per hour histogram, slowest requests, and
// a percentile table. Malformed lines are counted and reported on stderr.
import * as fs from "fs";

interface Hit {
  ip: string;
  when: Date;
  method: string;
  path: string;
  status: number;
  bytes: number;
  ms: number;
  agent: string;
}

const LINE =
  /^(\d{1,3}(?:\.\d{1,3}){3}) - (\S+) \[(\d{2})\/(\w{3})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-]\d{4})\] "([A-Z]+) ([^ "]+) HTTP\/1\.[01]" (\d{3}) (\d+|-) (\d+(?:\.\d+)?)ms "([^"]*)"$/;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function parse(line: string): Hit | null {
  const m = LINE.exec(line);
  if (m === null) return null;
  const [, ip, , dd, mon, yyyy, hh, mi, ss, tz, method, rawPath, status, bytes, ms, agent] = m;
  const month = MONTHS.indexOf(mon);
  if (month < 0) return null;
  const sign = tz[0] === "-" ? -1 : 1;
  const offMin = sign * (Number(tz.slice(1, 3)) * 60 + Number(tz.slice(3)));
  const utc = Date.UTC(+yyyy, month, +dd, +hh, +mi, +ss) - offMin * 60_000;
  const q = rawPath.indexOf("?");
  return {
    ip, when: new Date(utc), method,
    path: q >= 0 ? rawPath.slice(0, q) : rawPath,
    status: parseInt(status, 10),
    bytes: bytes === "-" ? 0 : Number(bytes),
    ms: parseFloat(ms),
    agent,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank), hi = Math.ceil(rank);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo);
}

function humanBytes(n: number): string {
  const units = ["B", "KiB", "MiB", "GiB"];
  let u = 0;
  while (n >= 1024 && u < units.length - 1) { n /= 1024; u++; }
  return u === 0 ? `${n} ${units[u]}` : `${n.toFixed(1)} ${units[u]}`;
}

const text = fs.readFileSync(0, "utf8");
const hits: Hit[] = [];
let malformed = 0;
text.split(/\r?\n/).forEach((line, i) => {
  if (!line.trim()) return;
  const h = parse(line);
  if (h) hits.push(h);
  else { malformed++; console.error(`line ${i + 1}: cannot parse: ${line.slice(0, 40)}`); }
});

console.log(`${hits.length} requests, ${malformed} malformed`);
const first = hits.reduce((a, h) => (h.when < a ? h.when : a), hits[0].when);
const last = hits.reduce((a, h) => (h.when > a ? h.when : a), hits[0].when);
console.log(`span: ${first.toISOString()} .. ${last.toISOString()} (${((last.getTime() - first.getTime()) / 3600e3).toFixed(2)} h)`);

const byClass: Record<string, number> = {};
for (const h of hits) {
  const cls = `${Math.floor(h.status / 100)}xx`;
  byClass[cls] = (byClass[cls] ?? 0) + 1;
}
console.log("\nstatus classes:");
for (const cls of Object.keys(byClass).sort()) {
  const pct = (100 * byClass[cls]) / hits.length;
  console.log(`  ${cls}  ${String(byClass[cls]).padStart(5)}  ${pct.toFixed(1).padStart(5)}%  ${"#".repeat(Math.round(pct / 2))}`);
}

const paths = new Map<string, { n: number; bytes: number; errors: number }>();
for (const h of hits) {
  const p = paths.get(h.path) ?? { n: 0, bytes: 0, errors: 0 };
  p.n++; p.bytes += h.bytes; if (h.status >= 500) p.errors++;
  paths.set(h.path, p);
}
console.log("\ntop paths:");
const top = [...paths].sort(([pa, a], [pb, b]) => b.n - a.n || (pa < pb ? -1 : 1)).slice(0, 6);
const pw = Math.max(...top.map(([p]) => p.length));
for (const [p, s] of top) {
  console.log(`  ${p.padEnd(pw)} ${String(s.n).padStart(4)} ${humanBytes(s.bytes).padStart(10)} ${s.errors ? `errors=${s.errors}` : ""}`.trimEnd());
}

const hours = new Array<number>(24).fill(0);
for (const h of hits) hours[h.when.getUTCHours()]++;
const peak = Math.max(...hours);
console.log("\nby hour (UTC):");
hours.forEach((n, hr) => {
  if (n > 0) console.log(`  ${hr.toString().padStart(2, "0")}:00 ${"*".repeat(Math.ceil((n / peak) * 30)).padEnd(30)} ${n}`);
});

const lat = hits.map((h) => h.ms).sort((a, b) => a - b);
console.log("\nlatency:");
for (const p of [50, 90, 95, 99, 100]) console.log(`  p${String(p).padEnd(3)} ${percentile(lat, p).toFixed(1).padStart(8)} ms`);
const mean = lat.reduce((a, b) => a + b, 0) / lat.length;
const sd = Math.sqrt(lat.reduce((a, b) => a + (b - mean) ** 2, 0) / lat.length);
console.log(`  mean ${mean.toFixed(2)} sd ${sd.toFixed(2)}`);

console.log("\nslowest:");
for (const h of [...hits].sort((a, b) => b.ms - a.ms).slice(0, 3)) {
  console.log(`  ${h.ms.toFixed(1)}ms ${h.method} ${h.path} ${h.status} from ${h.ip} at ${h.when.toISOString().replace("T", " ").slice(0, 19)}`);
}

const agents = new Set(hits.map((h) => h.agent.split("/")[0]));
console.log(`\nagents: ${[...agents].sort().join(", ")}`);
const ips = new Map<string, number>();
for (const h of hits) ips.set(h.ip, (ips.get(h.ip) ?? 0) + 1);
const [topIp, topN] = [...ips].reduce((a, b) => (b[1] > a[1] || (b[1] === a[1] && b[0] < a[0]) ? b : a));
console.log(`busiest client: ${topIp} (${topN})`);
if (malformed > 0) process.exitCode = 3;
