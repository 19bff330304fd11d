// Timesheet report: regex named groups, Date arithmetic in UTC, grouping, getters/setters, sorting, padding.
interface Entry { who: string; project: string; start: Date; end: Date; tags: string[] }

const RAW = `
alice  | apollo  | 2024-03-04 09:00 -> 2024-03-04 12:30 | #dev #review
bob    | zephyr  | 2024-03-04 22:15 -> 2024-03-05 01:45 | #ops
alice  | zephyr  | 2024-03-05 13:00 -> 2024-03-05 17:10 | #dev
carol  | apollo  | 2024-03-05 08:05 -> 2024-03-05 08:50 | #meeting
bob    | apollo  | 2024-03-06 10:00 -> 2024-03-06 09:00 | #dev
alice  | apollo  | 2024-03-09 10:00 -> 2024-03-09 14:00 | #dev #weekend
garbage line here
carol  | hermes  | 2024-03-07 14:20 -> 2024-03-07 18:00 |
`;

const LINE = /^(?<who>\w+)\s*\|\s*(?<project>\w+)\s*\|\s*(?<start>\d{4}-\d{2}-\d{2} \d{2}:\d{2}) -> (?<end>\d{4}-\d{2}-\d{2} \d{2}:\d{2})\s*\|\s*(?<tags>.*)$/;

function parseDate(s: string): Date {
  const [d, t] = s.split(' ');
  const [y, m, day] = d.split('-').map(Number);
  const [hh, mm] = t.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, day, hh, mm));
}

class Duration {
  private _minutes: number;
  constructor(minutes: number) { this._minutes = Math.max(0, Math.round(minutes)); }
  static between(a: Date, b: Date): Duration { return new Duration((b.getTime() - a.getTime()) / 60000); }
  get minutes(): number { return this._minutes; }
  set minutes(v: number) {
    if (!Number.isFinite(v) || v < 0) throw new RangeError(`invalid minutes: ${v}`);
    this._minutes = v;
  }
  get hours(): number { return this._minutes / 60; }
  plus(o: Duration): Duration { return new Duration(this._minutes + o._minutes); }
  toString(): string {
    const h = Math.floor(this._minutes / 60);
    const m = this._minutes % 60;
    return `${h}h${String(m).padStart(2, '0')}`;
  }
}

const entries: Entry[] = [];
const problems: string[] = [];
RAW.trim().split('\n').forEach((line, i) => {
  const m = LINE.exec(line.trim());
  if (!m?.groups) {
    problems.push(`line ${i + 1}: unparseable "${line.slice(0, 20)}"`);
    return;
  }
  const { who, project, start, end, tags } = m.groups;
  const e: Entry = { who, project, start: parseDate(start), end: parseDate(end), tags: tags.match(/#\w+/g)?.map((t) => t.slice(1)) ?? [] };
  if (e.end <= e.start) {
    problems.push(`line ${i + 1}: ${who} ends before starting (${start} -> ${end})`);
    return;
  }
  entries.push(e);
});

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const byPerson = new Map<string, Map<string, Duration>>();
const weekend: string[] = [];
for (const e of entries) {
  const d = Duration.between(e.start, e.end);
  const perProject = byPerson.get(e.who) ?? new Map<string, Duration>();
  perProject.set(e.project, (perProject.get(e.project) ?? new Duration(0)).plus(d));
  byPerson.set(e.who, perProject);
  const dow = e.start.getUTCDay();
  if (dow === 0 || dow === 6) weekend.push(`${e.who} on ${DAYS[dow]} ${e.start.toISOString().slice(0, 10)}`);
  if (e.start.getUTCDate() !== e.end.getUTCDate()) weekend.push(`${e.who} crossed midnight into ${e.end.toUTCString().slice(0, 16)}`);
}

console.log(`${entries.length} entries, ${problems.length} problems`);
problems.forEach((p) => console.log('  !', p));
const people = [...byPerson.keys()].sort();
const projects = [...new Set(entries.map((e) => e.project))].sort();
console.log(['who'.padEnd(6), ...projects.map((p) => p.padStart(8)), 'total'.padStart(8)].join(' '));
for (const who of people) {
  const row = byPerson.get(who)!;
  const total = [...row.values()].reduce((a, b) => a.plus(b), new Duration(0));
  console.log([who.padEnd(6), ...projects.map((p) => String(row.get(p) ?? '-').padStart(8)), String(total).padStart(8)].join(' '));
}
console.log(weekend);
const tagCounts = entries.flatMap((e) => e.tags).reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<string, number>());
console.log([...tagCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
const longest = [...entries].sort((a, b) => Duration.between(b.start, b.end).minutes - Duration.between(a.start, a.end).minutes)[0];
console.log('longest:', longest.who, longest.project, `${Duration.between(longest.start, longest.end)}`, longest.start.toISOString());
const d = new Duration(90);
d.minutes = 125;
console.log(d.hours.toFixed(3), `${d}`, d.minutes);
try {
  d.minutes = -5;
} catch (e) {
  console.log(e instanceof RangeError, (e as Error).message);
}
const first = entries.reduce((a, b) => (a.start < b.start ? a : b));
console.log(first.start.getTime(), first.start.toJSON(), JSON.stringify({ at: first.end }));
