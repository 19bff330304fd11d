// A `cal`-like month printer using Date in UTC: single months, a three-month
// row, week numbers (ISO 8601), highlighted days and a holiday list.

const MONTHS = ["January", "February", "March", "April", "May", "June", "July",
  "August", "September", "October", "November", "December"] as const;
type MonthName = (typeof MONTHS)[number];

enum WeekStart { Sunday = 0, Monday = 1 }

interface CalendarOptions {
  weekStart: WeekStart;
  weekNumbers: boolean;
  highlight?: Set<string>; // "YYYY-MM-DD"
}

const pad2 = (n: number) => String(n).padStart(2, "0");
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

function isoWeek(d: Date): { year: number; week: number } {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const day = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - day); // the Thursday of this week
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  return { year: t.getUTCFullYear(), week: Math.ceil(((t.getTime() - yearStart) / 86400000 + 1) / 7) };
}

function center(text: string, width: number): string {
  const left = Math.floor((width - text.length) / 2);
  return (" ".repeat(Math.max(left, 0)) + text).padEnd(width);
}

class MonthGrid {
  readonly title: string;
  readonly rows: string[];
  constructor(readonly year: number, readonly month: number, private readonly opts: CalendarOptions) {
    const name: MonthName = MONTHS[month];
    this.title = `${name} ${year}`;
    this.rows = this.build();
  }

  get width(): number {
    return 20 + (this.opts.weekNumbers ? 3 : 0);
  }

  private build(): string[] {
    const { weekStart, weekNumbers, highlight } = this.opts;
    const names = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];
    const ordered = [...names.slice(weekStart), ...names.slice(0, weekStart)];
    const lines = [center(this.title, this.width), (weekNumbers ? "   " : "") + ordered.join(" ")];
    const first = new Date(Date.UTC(this.year, this.month, 1));
    const offset = (first.getUTCDay() - weekStart + 7) % 7;
    const cells: (number | null)[] = new Array(offset).fill(null);
    for (let d = 1; d <= daysInMonth(this.year, this.month); d++) cells.push(d);
    while (cells.length % 7) cells.push(null);
    for (let i = 0; i < cells.length; i += 7) {
      const week = cells.slice(i, i + 7);
      const text = week
        .map((d) => {
          if (d === null) return "  ";
          const key = `${this.year}-${pad2(this.month + 1)}-${pad2(d)}`;
          return highlight?.has(key) ? (d < 10 ? `*${d}` : `${d}`.replace(/^(\d)/, "*")) : String(d).padStart(2);
        })
        .join(" ");
      const firstDay = week.find((d): d is number => d !== null)!;
      const wn = isoWeek(new Date(Date.UTC(this.year, this.month, firstDay))).week;
      lines.push(((weekNumbers ? `${String(wn).padStart(2)} ` : "") + text).padEnd(this.width));
    }
    while (lines.length < 8) lines.push(" ".repeat(this.width));
    return lines;
  }

  toString(): string {
    return this.rows.map((r) => r.trimEnd()).join("\n");
  }
}

function sideBySide(grids: MonthGrid[], gap = "  "): string {
  const height = Math.max(...grids.map((g) => g.rows.length));
  const out: string[] = [];
  for (let r = 0; r < height; r++) out.push(grids.map((g) => g.rows[r] ?? " ".repeat(g.width)).join(gap).trimEnd());
  return out.join("\n");
}

/** Easter Sunday (anonymous Gregorian algorithm). */
function easter(year: number): Date {
  const a = year % 19, b = Math.floor(year / 100), c = year % 100;
  const d = Math.floor(b / 4), e = b % 4, f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31), day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return new Date(Date.UTC(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7));
  }
  const lastDate = daysInMonth(year, month);
  const last = new Date(Date.UTC(year, month, lastDate)).getUTCDay();
  return new Date(Date.UTC(year, month, lastDate - ((last - weekday + 7) % 7)));
}

const year = 2024;
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86400000);
const holidays: [string, Date][] = [
  ["New Year", new Date(Date.UTC(year, 0, 1))],
  ["Good Friday", addDays(easter(year), -2)],
  ["Easter Monday", addDays(easter(year), 1)],
  ["Memorial Day", nthWeekday(year, 4, 1, -1)],
  ["Thanksgiving", nthWeekday(year, 10, 4, 4)],
  ["Leap Day", new Date(Date.UTC(year, 1, 29))],
];
holidays.sort(([, a], [, b]) => a.getTime() - b.getTime());
const highlight = new Set(holidays.map(([, d]) => isoDate(d)));

console.log(new MonthGrid(year, 1, { weekStart: WeekStart.Sunday, weekNumbers: false, highlight }).toString());
console.log();
const quarter = [2, 3, 4].map((m) => new MonthGrid(year, m, { weekStart: WeekStart.Monday, weekNumbers: true, highlight }));
console.log(sideBySide(quarter));
console.log();
console.log(new MonthGrid(2026, 11, { weekStart: WeekStart.Monday, weekNumbers: true }).toString());
console.log();
const weekdayName = (d: Date) => d.toUTCString().slice(0, 3);
for (const [name, d] of holidays) {
  const { year: wy, week } = isoWeek(d);
  console.log(`${isoDate(d)} ${weekdayName(d)} W${pad2(week)}/${wy}  ${name}`);
}
const lengths = MONTHS.map((m, i) => `${m.slice(0, 3)}:${daysInMonth(year, i)}`);
console.log(lengths.join(" "));
for (const y of [1900, 2000, 2023, 2100]) console.log(`${y}: Feb has ${daysInMonth(y, 1)} days, Jan 1 is ${weekdayName(new Date(Date.UTC(y, 0, 1)))}, ISO week of Jan 1: ${JSON.stringify(isoWeek(new Date(Date.UTC(y, 0, 1))))}`);
