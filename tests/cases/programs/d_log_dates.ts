// Parses access-log lines, formats dates and durations by hand (padStart, toFixed) and summarises per hour and status.
const LOG = `2024-03-09T23:58:12.120Z GET /index.html 200 1532 12.5ms
2024-03-10T00:01:03.004Z GET /api/users?page=2 200 8812 88.25ms
2024-03-10T00:01:04.500Z POST /api/login 401 120 5ms
2024-03-10T00:15:59.999Z GET /static/app.js 304 0 1.125ms
2024-03-10T01:00:00.000Z GET /api/users/17 404 55 3.5ms
garbage line here
2024-03-10T01:30:30.030Z DELETE /api/users/17 500 77 1503.7ms
2024-03-10T01:45:00.000Z GET /index.html 200 1532 9.99ms`;

interface Entry { at: Date; method: string; path: string; status: number; bytes: number; ms: number }

const LINE = /^(\S+) (GET|POST|PUT|DELETE) (\S+) (\d{3}) (\d+) ([\d.]+)ms$/;
const pad2 = (n: number) => String(n).padStart(2, "0");
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function fmtDate(d: Date): string {
  return `${DAYS[d.getUTCDay()]}, ${pad2(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ` +
    `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, "0")}`;
}

function fmtDuration(ms: number): string {
  if (ms < 1) return `${(ms * 1000).toFixed(0)}µs`;
  if (ms < 1000) return `${ms.toFixed(ms < 10 ? 2 : 1)}ms`;
  const s = ms / 1000;
  return s < 60 ? `${s.toFixed(3)}s` : `${Math.floor(s / 60)}m${pad2(Math.round(s % 60))}s`;
}

function fmtBytes(n: number): string {
  const units = ["B", "KiB", "MiB"];
  let i = 0;
  let v = n;
  while (v >= 1024 && i < units.length - 1) { v /= 1024; i++; }
  return i === 0 ? `${v} ${units[i]}` : `${v.toFixed(1)} ${units[i]}`;
}

const entries: Entry[] = [];
const rejected: number[] = [];
LOG.split("\n").forEach((line, i) => {
  const m = LINE.exec(line);
  if (!m) { rejected.push(i + 1); return; }
  entries.push({ at: new Date(m[1]), method: m[2], path: m[3], status: +m[4], bytes: parseInt(m[5], 10), ms: parseFloat(m[6]) });
});

for (const e of entries) {
  const path = e.path.length > 18 ? e.path.slice(0, 17) + "~" : e.path;
  console.log(`${fmtDate(e.at)}  ${e.method.padEnd(6)} ${path.padEnd(18)} ${e.status} ${fmtBytes(e.bytes).padStart(9)} ${fmtDuration(e.ms).padStart(9)}`);
}
console.log(`rejected lines: ${rejected.join(", ")}`);

const perHour = new Map<string, Entry[]>();
for (const e of entries) {
  const key = e.at.toISOString().slice(0, 13) + ":00";
  const list = perHour.get(key);
  if (list) list.push(e); else perHour.set(key, [e]);
}
for (const [hour, list] of perHour) {
  const avg = list.reduce((s, e) => s + e.ms, 0) / list.length;
  const errors = list.filter((e) => e.status >= 400).length;
  console.log(`${hour}  n=${list.length} avg=${avg.toFixed(2)}ms errors=${errors}`);
}

const classes = entries.reduce<Record<string, number>>((acc, e) => {
  const k = `${Math.floor(e.status / 100)}xx`;
  acc[k] = (acc[k] ?? 0) + 1;
  return acc;
}, {});
console.log(Object.entries(classes).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}: ${v}`).join(" | "));
const span = entries[entries.length - 1].at.getTime() - entries[0].at.getTime();
console.log(`span: ${fmtDuration(span)}, slowest: ${entries.reduce((a, b) => (b.ms > a.ms ? b : a)).path}`);
const days = new Set(entries.map((e) => e.at.toISOString().slice(0, 10)));
console.log([...days], entries[0].at.toISOString(), JSON.stringify({ first: entries[0].at }));
const ids = entries.map((e) => /\/users\/(\d+)/.exec(e.path)?.[1]).filter((x): x is string => x !== undefined);
console.log(ids, new URL("http://x" + entries[1].path).searchParams.get("page"));
