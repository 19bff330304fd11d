// Dates and RegExps inside unions: instanceof narrows, Number(date) is its time value.
function toDate(x: Date | string | number): Date {
  if (x instanceof Date) return x;
  return new Date(x);
}
const inputs: (Date | string | number)[] = [new Date(Date.UTC(2024, 4, 1)), "2024-05-02T10:00:00Z", 1714694400000, "bogus"];
for (const x of inputs) {
  const d = toDate(x);
  console.log(typeof x, x instanceof Date, d.toJSON(), Number(d), isNaN(Number(d)));
}

function matches(pattern: RegExp | string, s: string): boolean {
  if (pattern instanceof RegExp) return pattern.test(s);
  return s.includes(pattern);
}
console.log(matches(/^ab+c$/, "abbbc"), matches("bb", "abbbc"), matches(/x/i, "XYZ"), matches("q", "abc"));

function describe(v: RegExp | Date | null): string {
  if (v === null) return "nothing";
  if (v instanceof RegExp) return `pattern ${v.source} (${v.flags || "no flags"})`;
  return `date ${v.toISOString().slice(0, 10)}`;
}
console.log([/a|b/g, new Date(0), null].map(describe));
const stamps = [new Date(3000), new Date(1000), new Date(2000)];
stamps.sort((a, b) => Number(a) - Number(b));
console.log(stamps.map((d) => d.getTime()), stamps[0] < stamps[1], stamps[2] >= stamps[1]);
