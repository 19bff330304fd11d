// A cron-expression parser (5 fields, lists, ranges, steps, names) and the
// next fire times after fixed UTC dates.
enum Field {
  Minute,
  Hour,
  DayOfMonth,
  Month,
  DayOfWeek,
}

interface FieldSpec {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly names?: readonly string[];
}

const SPECS: readonly FieldSpec[] = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12, names: ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] },
  { name: "day of week", min: 0, max: 6, names: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] },
];

class CronError extends Error {
  constructor(readonly expr: string, readonly field: string, detail: string) {
    super(`invalid ${field} in "${expr}": ${detail}`);
    this.name = "CronError";
  }
}

interface Schedule {
  readonly source: string;
  readonly sets: ReadonlyArray<Set<number>>;
  readonly domStar: boolean;
  readonly dowStar: boolean;
}

const MACROS = new Map<string, string>([
  ["@hourly", "0 * * * *"],
  ["@daily", "0 0 * * *"],
  ["@weekly", "0 0 * * 0"],
  ["@monthly", "0 0 1 * *"],
  ["@yearly", "0 0 1 1 *"],
]);

function parseValue(text: string, spec: FieldSpec, expr: string): number {
  const lower = text.toLowerCase();
  const named = spec.names?.indexOf(lower) ?? -1;
  if (named >= 0) return named + spec.min;
  if (!/^\d+$/.test(text)) throw new CronError(expr, spec.name, `'${text}' is not a number`);
  let v = Number(text);
  if (spec.name === "day of week" && v === 7) v = 0;
  if (v < spec.min || v > spec.max) throw new CronError(expr, spec.name, `${v} is outside ${spec.min}-${spec.max}`);
  return v;
}

function parseField(text: string, spec: FieldSpec, expr: string): Set<number> {
  const out = new Set<number>();
  for (const part of text.split(",")) {
    const [rangeText, stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step <= 0) throw new CronError(expr, spec.name, `bad step '${stepText}'`);
    let lo: number;
    let hi: number;
    if (rangeText === "*") {
      lo = spec.min;
      hi = spec.max;
    } else if (rangeText.includes("-")) {
      const [a, b] = rangeText.split("-");
      lo = parseValue(a, spec, expr);
      hi = parseValue(b, spec, expr);
      if (lo > hi) throw new CronError(expr, spec.name, `range ${a}-${b} is backwards`);
    } else {
      lo = parseValue(rangeText, spec, expr);
      hi = stepText === undefined ? lo : spec.max;
    }
    for (let v = lo; v <= hi; v += step) out.add(v);
  }
  return out;
}

function parseCron(expr: string): Schedule {
  const text = MACROS.get(expr.trim()) ?? expr.trim();
  const parts = text.split(/\s+/);
  if (parts.length !== 5) throw new CronError(expr, "expression", `expected 5 fields, got ${parts.length}`);
  const sets = parts.map((p, i) => parseField(p, SPECS[i], expr));
  return { source: expr, sets, domStar: parts[Field.DayOfMonth] === "*", dowStar: parts[Field.DayOfWeek] === "*" };
}

function dayMatches(s: Schedule, d: Date): boolean {
  const dom = s.sets[Field.DayOfMonth].has(d.getUTCDate());
  const dow = s.sets[Field.DayOfWeek].has(d.getUTCDay());
  if (s.domStar && s.dowStar) return true;
  if (s.domStar) return dow;
  if (s.dowStar) return dom;
  return dom || dow; // cron's rule: either restricted day field matches
}

function nextFire(s: Schedule, after: Date): Date | undefined {
  const d = new Date(after.getTime());
  d.setUTCSeconds(0, 0);
  d.setUTCMinutes(d.getUTCMinutes() + 1);
  const limit = after.getTime() + 5 * 366 * 24 * 3600 * 1000;
  while (d.getTime() <= limit) {
    if (!s.sets[Field.Month].has(d.getUTCMonth() + 1)) {
      d.setUTCMonth(d.getUTCMonth() + 1, 1);
      d.setUTCHours(0, 0);
      continue;
    }
    if (!dayMatches(s, d)) {
      d.setUTCDate(d.getUTCDate() + 1);
      d.setUTCHours(0, 0);
      continue;
    }
    if (!s.sets[Field.Hour].has(d.getUTCHours())) {
      d.setUTCHours(d.getUTCHours() + 1, 0);
      continue;
    }
    if (!s.sets[Field.Minute].has(d.getUTCMinutes())) {
      d.setUTCMinutes(d.getUTCMinutes() + 1);
      continue;
    }
    return d;
  }
  return undefined;
}

function upcoming(expr: string, from: Date, count: number): string[] {
  const s = parseCron(expr);
  const out: string[] = [];
  let t: Date | undefined = from;
  while (out.length < count && t !== undefined) {
    t = nextFire(s, t);
    if (t) out.push(t.toISOString().slice(0, 16).replace("T", " "));
  }
  return out;
}

function describe(s: Schedule): string {
  return s.sets
    .map((set, i) => {
      const spec = SPECS[i];
      const size = spec.max - spec.min + 1;
      if (set.size === size) return `${spec.name}: any`;
      const vals = [...set].sort((a, b) => a - b);
      const shown = vals.length > 6 ? `${vals.slice(0, 6).join(",")},... (${vals.length})` : vals.join(",");
      return `${spec.name}: ${shown}`;
    })
    .join("; ");
}

const base = new Date(Date.UTC(2024, 1, 27, 22, 58, 30)); // Tue 27 Feb 2024 (a leap year)
const exprs = [
  "*/15 * * * *",
  "0 9-17/4 * * mon-fri",
  "30 2 29 2 *",
  "0 0 1,15 * *",
  "0 12 13 * fri",
  "@weekly",
  "5 4 * jun-aug sun",
  "0 0 31 4 *",
];
for (const e of exprs) {
  const s = parseCron(e);
  console.log(`${e.padEnd(22)} ${describe(s)}`);
  const next = upcoming(e, base, 3);
  console.log(`  next: ${next.length ? next.join(" | ") : "never"}`);
}

for (const bad of ["* * *", "60 * * * *", "0 0 * * 8", "*/0 * * * *", "0 0 10-5 * *", "0 0 * foo *"]) {
  try {
    parseCron(bad);
    console.log("accepted?", bad);
  } catch (e) {
    if (e instanceof CronError) console.log(`${e.name} [${e.field}]: ${e.message}`);
    else throw e;
  }
}
