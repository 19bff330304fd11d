// Date and duration formatting without Intl: Date.UTC, getUTC*, padStart,
// a strftime-like formatter, relative times, ISO week numbers, and a
// duration parser/printer.

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
  "October", "November", "December"];
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

function dayOfYear(d: Date): number {
  return Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY) + 1;
}

// ISO 8601 week: the week with the year's first Thursday is week 1.
function isoWeek(d: Date): [year: number, week: number] {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const dow = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - dow);
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  return [t.getUTCFullYear(), Math.ceil(((t.getTime() - yearStart) / DAY + 1) / 7)];
}

function ordinal(n: number): string {
  const s = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return n + (s[(v - 20) % 10] ?? s[v] ?? s[0]);
}

const TOKENS: Record<string, (d: Date) => string> = {
  YYYY: (d) => String(d.getUTCFullYear()),
  YY: (d) => pad(d.getUTCFullYear() % 100),
  MMMM: (d) => MONTHS[d.getUTCMonth()],
  MMM: (d) => MONTHS[d.getUTCMonth()].slice(0, 3),
  MM: (d) => pad(d.getUTCMonth() + 1),
  DDDD: (d) => pad(dayOfYear(d), 3),
  Do: (d) => ordinal(d.getUTCDate()),
  DD: (d) => pad(d.getUTCDate()),
  dddd: (d) => DAYS[d.getUTCDay()],
  ddd: (d) => DAYS[d.getUTCDay()].slice(0, 3),
  HH: (d) => pad(d.getUTCHours()),
  hh: (d) => pad(d.getUTCHours() % 12 || 12),
  mm: (d) => pad(d.getUTCMinutes()),
  ss: (d) => pad(d.getUTCSeconds()),
  SSS: (d) => pad(d.getUTCMilliseconds(), 3),
  A: (d) => (d.getUTCHours() < 12 ? "AM" : "PM"),
  WW: (d) => pad(isoWeek(d)[1]),
};
const TOKEN_RE = new RegExp(`\\[([^\\]]*)\\]|${Object.keys(TOKENS).sort((a, b) => b.length - a.length).join("|")}`, "g");

function format(d: Date, pattern: string): string {
  if (Number.isNaN(d.getTime())) return "Invalid Date";
  return pattern.replace(TOKEN_RE, (match, literal: string | undefined) => literal ?? TOKENS[match](d));
}

function relative(from: number, to: number): string {
  const diff = to - from;
  const abs = Math.abs(diff);
  const units: [string, number][] = [["year", 365 * DAY], ["month", 30 * DAY], ["week", 7 * DAY], ["day", DAY],
    ["hour", HOUR], ["minute", MINUTE], ["second", SECOND]];
  if (abs < 10 * SECOND) return "just now";
  for (const [name, ms] of units) {
    if (abs >= ms) {
      const n = Math.round(abs / ms);
      const label = `${n} ${name}${n === 1 ? "" : "s"}`;
      return diff < 0 ? `${label} ago` : `in ${label}`;
    }
  }
  return "just now";
}

interface Duration {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ms: number;
}

function split(ms: number): Duration {
  const sign = ms < 0 ? -1 : 1;
  let rest = Math.abs(ms);
  const take = (unit: number): number => {
    const n = Math.floor(rest / unit);
    rest -= n * unit;
    return n * sign;
  };
  return { days: take(DAY), hours: take(HOUR), minutes: take(MINUTE), seconds: take(SECOND), ms: rest * sign };
}

function humanize(ms: number, maxParts = 3): string {
  if (ms === 0) return "0s";
  const d = split(ms);
  const parts = (Object.entries({ d: d.days, h: d.hours, m: d.minutes, s: d.seconds, ms: d.ms }) as [string, number][])
    .filter(([, v]) => v !== 0)
    .slice(0, maxParts)
    .map(([k, v]) => `${Math.abs(v)}${k}`);
  return (ms < 0 ? "-" : "") + parts.join(" ");
}

function clock(ms: number): string {
  const { days, hours, minutes, seconds } = split(Math.abs(ms));
  const h = days * 24 + hours;
  return `${ms < 0 ? "-" : ""}${h > 0 ? `${h}:` : ""}${pad(minutes)}:${pad(seconds)}`;
}

function parseDuration(text: string): number | null {
  const re = /(\d+(?:\.\d+)?)\s*(ms|d|h|m|s)/g;
  let total = 0;
  let consumed = 0;
  for (const m of text.matchAll(re)) {
    const n = parseFloat(m[1]);
    total += n * { ms: 1, s: SECOND, m: MINUTE, h: HOUR, d: DAY }[m[2] as "ms" | "s" | "m" | "h" | "d"];
    consumed += m[0].length;
  }
  return consumed > 0 && consumed === text.replace(/\s+/g, "").length + (text.match(/\d\s+[a-z]/g)?.length ?? 0) ? total : null;
}

const base = Date.UTC(2024, 1, 29, 13, 5, 9, 42); // a leap day
const dates: [string, Date][] = [
  ["leap day", new Date(base)],
  ["new year", new Date(Date.UTC(2021, 0, 1))],
  ["year end", new Date(Date.UTC(2020, 11, 31, 23, 59, 59, 999))],
  ["midnight", new Date("2023-06-15T00:00:00Z")],
  ["noon", new Date(Date.UTC(1999, 11, 31, 12))],
  ["bad", new Date("not a date")],
];
for (const [label, d] of dates) {
  console.log(label.padEnd(9), format(d, "dddd, MMMM Do YYYY [at] hh:mm:ss.SSS A"), "|", format(d, "YY-MM-DD ddd [W]WW DDDD"));
}
for (const d of [new Date(Date.UTC(2021, 0, 3)), new Date(Date.UTC(2020, 11, 28)), new Date(Date.UTC(2026, 11, 31))]) {
  const [y, w] = isoWeek(d);
  console.log(d.toISOString().slice(0, 10), `-> ${y}-W${pad(w)}`);
}
console.log([1900, 2000, 2023, 2024].map((y) => `${y}:${isLeap(y) ? "leap" : "common"}/${daysInMonth(y, 1)}`).join(" "));
console.log([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112, 123].map(ordinal).join(" "));

const offsets = [0, 5 * SECOND, -45 * SECOND, 90 * MINUTE, -3 * DAY, 16 * DAY, -70 * DAY, 800 * DAY];
for (const off of offsets) console.log(`${String(off).padStart(12)} ms: ${relative(base, base + off)}`);

for (const ms of [0, 999, 61_000, 3_723_004, -90_061_500, DAY * 3 + 1]) console.log(`${humanize(ms).padEnd(16)} ${clock(ms)}`);
for (const text of ["1h 30m", "2d4h", "1.5s", "250ms", "3 m 10 s", "soon", "1h x"]) {
  const ms = parseDuration(text);
  console.log(`${JSON.stringify(text).padEnd(10)} -> ${ms === null ? "invalid" : `${ms} (${humanize(ms, 2)})`}`);
}
