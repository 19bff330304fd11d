// Meeting scheduler: intervals, Date arithmetic, Maps of arrays
type Weekday = "Mon" | "Tue" | "Wed" | "Thu" | "Fri";
const WEEKDAYS: readonly Weekday[] = ["Mon", "Tue", "Wed", "Thu", "Fri"];

interface Slot {
  start: number; // minutes from midnight
  end: number;
}

interface Person {
  name: string;
  tz: number; // hours from UTC
  busy: Partial<Record<Weekday, Slot[]>>;
}

const hm = (s: string): number => {
  const [h, m = "0"] = s.split(":");
  return Number(h) * 60 + Number(m);
};
const fmt = (mins: number): string => `${String(Math.floor(mins / 60)).padStart(2, "0")}:${String(mins % 60).padStart(2, "0")}`;

function merge(slots: Slot[]): Slot[] {
  const sorted = [...slots].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Slot[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

function free(busy: Slot[], day: Slot, minLen: number): Slot[] {
  const res: Slot[] = [];
  let cursor = day.start;
  for (const b of merge(busy)) {
    if (b.end <= cursor) continue;
    if (b.start >= day.end) break;
    if (b.start - cursor >= minLen) res.push({ start: cursor, end: b.start });
    cursor = Math.max(cursor, b.end);
  }
  if (day.end - cursor >= minLen) res.push({ start: cursor, end: day.end });
  return res;
}

const toUtc = (p: Person, s: Slot): Slot => ({ start: s.start - p.tz * 60, end: s.end - p.tz * 60 });

const team: Person[] = [
  { name: "Ana", tz: 0, busy: { Mon: [{ start: hm("9"), end: hm("10:30") }, { start: hm("13"), end: hm("14") }], Wed: [{ start: hm("9"), end: hm("17") }] } },
  { name: "Ben", tz: 1, busy: { Mon: [{ start: hm("10"), end: hm("11") }, { start: hm("10:30"), end: hm("12") }], Tue: [{ start: hm("15"), end: hm("16") }] } },
  { name: "Chi", tz: -2, busy: { Fri: [{ start: hm("8"), end: hm("9:15") }] } },
];

const workday = (p: Person): Slot => toUtc(p, { start: hm("9"), end: hm("17") });

const plan = new Map<Weekday, Slot[]>();
for (const day of WEEKDAYS) {
  const window = team.map(workday).reduce((a, b) => ({ start: Math.max(a.start, b.start), end: Math.min(a.end, b.end) }));
  const busy = team.flatMap((p) => (p.busy[day] ?? []).map((s) => toUtc(p, s)));
  plan.set(day, free(busy, window, 30));
}
for (const [day, slots] of plan) {
  console.log(day.padEnd(4), slots.length ? slots.map((s) => `${fmt(s.start)}-${fmt(s.end)}`).join(", ") : "(none)");
}
const best = [...plan.entries()]
  .flatMap(([day, slots]) => slots.map((s) => ({ day, len: s.end - s.start, s })))
  .sort((a, b) => b.len - a.len || WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day))[0];
console.log("best:", best?.day, best && fmt(best.s.start), best?.len);

const base = new Date(Date.UTC(2024, 0, 29)); // a Monday
const dates = WEEKDAYS.map((d, i) => {
  const dt = new Date(base.getTime() + i * 86_400_000);
  return `${d} ${dt.toISOString().slice(0, 10)} (${dt.getUTCDay()})`;
});
console.log(dates.join(" | "));
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
console.log([1900, 2000, 2023, 2024].map((y) => `${y}:${leap(y) ? "leap" : "common"}`).join(" "));
const d = new Date(Date.UTC(2024, 1, 29, 23, 59, 59));
d.setUTCDate(d.getUTCDate() + 1);
console.log(d.toISOString(), d.getUTCMonth(), Date.UTC(1970, 0, 2), new Date(0).toUTCString());
