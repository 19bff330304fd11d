// Access-log analysis: regex parsing, nested maps, percentiles and a histogram.
const LOG = `
10.0.0.1 - - [12/Mar:10:00:01] "GET /index.html HTTP/1.1" 200 5120 0.012
10.0.0.2 - alice [12/Mar:10:00:02] "GET /api/users?id=7 HTTP/1.1" 200 312 0.145
10.0.0.1 - - [12/Mar:10:00:05] "POST /api/login HTTP/1.1" 401 64 0.033
10.0.0.3 - bob [12/Mar:10:01:10] "GET /api/users HTTP/1.1" 200 2048 0.301
10.0.0.2 - alice [12/Mar:10:01:11] "DELETE /api/users/7 HTTP/1.1" 204 0 0.088
10.0.0.4 - - [12/Mar:10:02:00] "GET /missing HTTP/1.1" 404 128 0.004
garbage line that does not parse
10.0.0.3 - bob [12/Mar:10:02:30] "GET /api/reports?year=2024&q=x HTTP/1.1" 500 77 1.250
10.0.0.1 - - [12/Mar:10:03:00] "GET /index.html HTTP/1.1" 304 0 0.002
10.0.0.5 - carol [12/Mar:10:03:45] "PUT /api/users/9 HTTP/2" 200 150 0.190
10.0.0.2 - alice [12/Mar:10:04:59] "GET /api/users?id=9 HTTP/1.1" 200 301 0.120
`;

interface Entry {
  ip: string;
  user: string | null;
  minute: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  query: Record<string, string>;
  status: number;
  bytes: number;
  seconds: number;
}

const LINE = /^(?<ip>\d+(?:\.\d+){3}) - (?<user>\S+) \[(?<day>[^:]+):(?<hh>\d\d):(?<mm>\d\d):\d\d\] "(?<method>[A-Z]+) (?<url>\S+) HTTP\/[\d.]+" (?<status>\d{3}) (?<bytes>\d+) (?<secs>[\d.]+)$/;

function parseQuery(qs: string | undefined): Record<string, string> {
  if (!qs) return {};
  return Object.fromEntries(qs.split("&").map((kv) => {
    const [k, v = ""] = kv.split("=");
    return [decodeURIComponent(k), decodeURIComponent(v)];
  }));
}

function parseLine(line: string): Entry | undefined {
  const g = LINE.exec(line)?.groups;
  if (!g) return undefined;
  const [path, qs] = g.url.split("?", 2);
  return {
    ip: g.ip,
    user: g.user === "-" ? null : g.user,
    minute: `${g.hh}:${g.mm}`,
    method: g.method as Entry["method"],
    path,
    query: parseQuery(qs),
    status: +g.status,
    bytes: parseInt(g.bytes),
    seconds: parseFloat(g.secs),
  };
}

const lines = LOG.split("\n").filter((l) => l.trim() !== "");
const entries = lines.map(parseLine).filter((e): e is Entry => e !== undefined);
console.log(`parsed ${entries.length} of ${lines.length} lines`);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const idx = (sorted.length - 1) * p;
  const lo = Math.floor(idx), hi = Math.ceil(idx);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (idx - lo);
}

const times = entries.map((e) => e.seconds).sort((a, b) => a - b);
const pct = [0.5, 0.9, 0.99].map((p) => `p${Math.round(p * 100)}=${(percentile(times, p) * 1000).toFixed(1)}ms`);
console.log(pct.join(" "));

const statusClass = (s: number) => `${Math.floor(s / 100)}xx` as const;
const byClass = new Map<string, Entry[]>();
for (const e of entries) {
  const k = statusClass(e.status);
  byClass.set(k, [...(byClass.get(k) ?? []), e]);
}
for (const [k, es] of [...byClass].sort(([a], [b]) => a.localeCompare(b))) {
  const bar = "#".repeat(es.length * 3);
  console.log(`${k} ${bar.padEnd(24)} ${es.length}`);
}

// per user, per method counts
const perUser = new Map<string, Map<string, number>>();
for (const { user, method } of entries) {
  const u = user ?? "(anonymous)";
  const inner = perUser.get(u) ?? new Map<string, number>();
  inner.set(method, (inner.get(method) ?? 0) + 1);
  perUser.set(u, inner);
}
const userRows = [...perUser.entries()]
  .map(([user, m]) => ({ user, total: [...m.values()].reduce((a, b) => a + b, 0), detail: Object.fromEntries(m) }))
  .sort((a, b) => b.total - a.total || a.user.localeCompare(b.user));
for (const { user, total, detail } of userRows) console.log(user.padEnd(12), total, JSON.stringify(detail));

// endpoints, with ids collapsed
const normalize = (p: string) => p.replace(/\/\d+(?=\/|$)/g, "/:id");
const endpoints = entries.reduce((acc, e) => {
  const key = `${e.method} ${normalize(e.path)}`;
  const cur = acc[key] ?? { hits: 0, bytes: 0, errors: 0 };
  acc[key] = { hits: cur.hits + 1, bytes: cur.bytes + e.bytes, errors: cur.errors + (e.status >= 400 ? 1 : 0) };
  return acc;
}, {} as Record<string, { hits: number; bytes: number; errors: number }>);
console.log(Object.keys(endpoints).length, "endpoints");
for (const [ep, s] of Object.entries(endpoints).sort(([, a], [, b]) => b.hits - a.hits || b.bytes - a.bytes)) {
  const kb = (s.bytes / 1024).toFixed(s.bytes >= 1024 ? 1 : 2);
  console.log(`${ep.padEnd(26)} hits=${s.hits} kb=${kb.padStart(5)}${s.errors ? ` errors=${s.errors}` : ""}`);
}

const queries = entries.filter((e) => Object.keys(e.query).length > 0).map((e) => e.query);
console.log(queries, new Set(entries.map((e) => e.ip)).size, "distinct ips");
const perMinute = "minutes";
const busiest = Object.entries(entries.reduce<Record<string, number>>((m, e) => ((m[e.minute] = (m[e.minute] ?? 0) + 1), m), {}))
  .reduce((best, cur) => (cur[1] > best[1] ? cur : best));
console.log(`busiest minute ${busiest[0]} with ${busiest[1]} requests; ${perMinute.length > 0}`);
const slow = entries.findLast((e) => e.seconds > 0.1);
console.log(slow?.path, entries.findIndex((e) => e.status === 404), entries.some((e) => e.method === "PUT"), entries.every((e) => e.bytes >= 0));
