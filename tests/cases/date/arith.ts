// Date arithmetic as programs do it: durations, adding days, ranges, sorting, grouping.
const DAY = 24 * 60 * 60 * 1000;

function addDays(d: Date, n: number): Date {
  const r = new Date(d.getTime());
  r.setUTCDate(r.getUTCDate() + n);
  return r;
}
function ymd(d: Date): string {
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${String(d.getUTCDate()).padStart(2, "0")}`;
}
function daysBetween(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / DAY);
}
function isLeap(y: number): boolean {
  return new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;
}
function endOfMonth(y: number, m: number): Date {
  return new Date(Date.UTC(y, m + 1, 0));
}

const start = new Date(Date.UTC(2024, 0, 28));
for (let i = 0; i < 5; i++) console.log(ymd(addDays(start, i * 15)));
console.log(daysBetween(new Date("2024-01-01T00:00:00Z"), new Date("2025-01-01T00:00:00Z")), daysBetween(start, addDays(start, -400)));
console.log([1900, 2000, 2023, 2024, 2100].map((y) => `${y}:${isLeap(y)}`).join(" "));
console.log([0, 1, 2, 11].map((m) => ymd(endOfMonth(2024, m))));

interface Event {
  name: string;
  at: Date;
}
const events: Event[] = [
  { name: "deploy", at: new Date("2024-05-03T09:15:00Z") },
  { name: "incident", at: new Date("2024-04-28T23:59:59Z") },
  { name: "review", at: new Date("2024-05-01T00:00:00Z") },
  { name: "retro", at: new Date("2024-04-02T14:00:00Z") },
];
events.sort((a, b) => a.at.getTime() - b.at.getTime());
console.log(events.map((e) => `${e.name}@${e.at.toISOString()}`));
const byMonth = new Map<string, string[]>();
for (const e of events) {
  const key = e.at.toISOString().slice(0, 7);
  const list = byMonth.get(key) ?? [];
  list.push(e.name);
  byMonth.set(key, list);
}
console.log(byMonth);
const latest = events.reduce((a, b) => (a.at > b.at ? a : b));
console.log("latest:", latest.name, latest.at);

// Durations
function fmtDuration(ms: number): string {
  const parts: string[] = [];
  const units: [string, number][] = [["d", DAY], ["h", 3600000], ["m", 60000], ["s", 1000]];
  for (const [u, size] of units) {
    const n = Math.floor(ms / size);
    if (n > 0) parts.push(`${n}${u}`);
    ms -= n * size;
  }
  return parts.join(" ") || "0s";
}
console.log(fmtDuration(new Date("2024-03-01T12:00:00Z").getTime() - new Date("2024-02-27T08:30:15Z").getTime()));

// Setters overflow into the next unit and return the new time value
const t = new Date(Date.UTC(2023, 11, 31, 23, 59, 59));
console.log(t.setUTCSeconds(60), t.toISOString(), t.setUTCMonth(13), t.toISOString(), t.setUTCFullYear(2020, 1, 30), t.toISOString());
console.log(t.setTime(-1), t.toISOString(), t.setUTCMilliseconds(1000), t.toISOString(), t.setTime(NaN), t.setUTCDate(1), t);

// An invalid date poisons arithmetic
const never = new Date("nope");
console.log(daysBetween(never, start), addDays(never, 1), [never].map((d) => d.getTime()));
