// Log analysis / text report
const LOG = `
2024-03-01T10:00:01Z INFO  api   GET /users 200 12ms
2024-03-01T10:00:02Z WARN  api   GET /users/7 404 3ms
2024-03-01T10:00:05Z INFO  auth  POST /login 200 45ms
2024-03-01T10:01:00Z ERROR api   POST /orders 500 230ms
2024-03-01T10:01:30Z INFO  api   GET /orders 200 18ms
2024-03-01T10:02:00Z INFO  auth  POST /logout 204 5ms
2024-03-01T10:02:10Z ERROR db    QUERY orders 0 1200ms
malformed line here
2024-03-01T10:03:00Z INFO  api   GET /users 200 9ms
`;

type Level = "INFO" | "WARN" | "ERROR";
interface Entry {
  time: Date;
  level: Level;
  service: string;
  method: string;
  target: string;
  status: number;
  ms: number;
}

const LINE = /^(\S+)\s+(INFO|WARN|ERROR)\s+(\w+)\s+(\w+)\s+(\S+)\s+(\d+)\s+(\d+)ms$/;

function parseLine(line: string): Entry | null {
  const m = LINE.exec(line.trim());
  if (!m) return null;
  const [, ts, level, service, method, target, status, ms] = m;
  return { time: new Date(ts), level: level as Level, service, method, target, status: Number(status), ms: parseInt(ms, 10) };
}

const entries: Entry[] = [];
const rejects: string[] = [];
for (const raw of LOG.split("\n")) {
  if (!raw.trim()) continue;
  const e = parseLine(raw);
  if (e) entries.push(e);
  else rejects.push(raw);
}

function groupBy<T, K extends string | number>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const it of items) {
    const k = key(it);
    const bucket = out.get(k);
    if (bucket) bucket.push(it);
    else out.set(k, [it]);
  }
  return out;
}

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  const idx = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[idx];
};

console.log(`parsed ${entries.length}, rejected ${rejects.length}: ${JSON.stringify(rejects)}`);
const byService = groupBy(entries, (e) => e.service);
const rows = [...byService].map(([svc, es]) => {
  const times = es.map((e) => e.ms);
  const errors = es.filter((e) => e.level === "ERROR").length;
  return { svc, count: es.length, errors, p50: percentile(times, 50), p95: percentile(times, 95), avg: times.reduce((a, b) => a + b, 0) / times.length };
});
rows.sort((a, b) => b.count - a.count || a.svc.localeCompare(b.svc));
console.log(["service".padEnd(8), "n".padStart(3), "err".padStart(4), "p50".padStart(6), "p95".padStart(6), "avg".padStart(8)].join(" "));
for (const r of rows) {
  console.log([r.svc.padEnd(8), String(r.count).padStart(3), String(r.errors).padStart(4), `${r.p50}`.padStart(6), `${r.p95}`.padStart(6), r.avg.toFixed(2).padStart(8)].join(" "));
}

const byLevel = groupBy(entries, (e) => e.level);
console.log(Object.fromEntries([...byLevel].map(([k, v]) => [k, v.length])));
const statusClasses = entries.reduce<Record<string, number>>((acc, e) => {
  const cls = e.status === 0 ? "n/a" : `${Math.floor(e.status / 100)}xx`;
  acc[cls] = (acc[cls] ?? 0) + 1;
  return acc;
}, {});
console.log(statusClasses);

const first = entries[0].time, last = entries[entries.length - 1].time;
console.log(`span ${(last.getTime() - first.getTime()) / 1000}s from ${first.toISOString()} (${first.getUTCHours()}h)`);
const slow = entries.filter((e) => e.ms > 100).map((e) => `${e.method} ${e.target} (${e.ms}ms)`);
console.log("slow:", slow.join("; "));
const paths = new Set(entries.filter((e) => e.target.startsWith("/")).map((e) => e.target.replace(/\/\d+$/, "/:id")));
console.log([...paths].sort().join(" "));
const words = LOG.toLowerCase().match(/[a-z]+/g) ?? [];
const freq = new Map<string, number>();
for (const w of words) freq.set(w, (freq.get(w) ?? 0) + 1);
const topWords = [...freq.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5);
console.log(topWords.map(([w, n]) => `${w}=${n}`).join(", "));
console.log("title case:", "the quick brown fox".replace(/\b\w/g, (ch) => ch.toUpperCase()), "a-b_c d".split(/[-_ ]/));
