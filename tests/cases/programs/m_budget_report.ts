// A personal budget tracker: transactions serialised as JSON with a reviver
// for dates and a replacer for Maps, monthly envelopes, recurring rules and a
// text report with aligned columns.

type Category = "rent" | "food" | "transport" | "fun" | "salary" | "savings";

interface Txn {
  id: number;
  date: Date;
  amount: number; // cents, negative = spending
  category: Category;
  memo: string;
}

interface Envelope {
  category: Category;
  monthlyCents: number;
  rollover: boolean;
}

const cents = (s: string): number => {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(s.trim());
  if (!m) throw new Error(`bad amount '${s}'`);
  const v = Number(m[2]) * 100 + Number((m[3] ?? "0").padEnd(2, "0"));
  return m[1] ? -v : v;
};

const money = (c: number): string => {
  const sign = c < 0 ? "-" : "";
  const abs = Math.abs(c);
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${whole}.${String(abs % 100).padStart(2, "0")}`;
};

const monthKey = (d: Date): string => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;

const raw = `[
  {"id":1,"date":"2024-01-01T00:00:00.000Z","amount":"-1450.00","category":"rent","memo":"January rent"},
  {"id":2,"date":"2024-01-03T09:30:00.000Z","amount":"3200","category":"salary","memo":"ACME payroll"},
  {"id":3,"date":"2024-01-05T18:10:00.000Z","amount":"-86.4","category":"food","memo":"groceries"},
  {"id":4,"date":"2024-01-12T12:00:00.000Z","amount":"-23.99","category":"fun","memo":"cinema"},
  {"id":5,"date":"2024-01-20T07:45:00.000Z","amount":"-64.00","category":"transport","memo":"monthly pass"},
  {"id":6,"date":"2024-01-28T19:00:00.000Z","amount":"-212.75","category":"food","memo":"party supplies"},
  {"id":7,"date":"2024-02-01T00:00:00.000Z","amount":"-1450.00","category":"rent","memo":"February rent"},
  {"id":8,"date":"2024-02-03T09:30:00.000Z","amount":"3200.00","category":"salary","memo":"ACME payroll"},
  {"id":9,"date":"2024-02-09T17:20:00.000Z","amount":"-45.10","category":"food","memo":"market"},
  {"id":10,"date":"2024-02-14T20:00:00.000Z","amount":"-120","category":"fun","memo":"dinner out"},
  {"id":11,"date":"2024-02-15T10:00:00.000Z","amount":"-500","category":"savings","memo":"transfer"}
]`;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const txns: Txn[] = (JSON.parse(raw, (key, value: unknown) => {
  if (typeof value === "string" && ISO.test(value)) return new Date(value);
  if (key === "amount" && typeof value === "string") return cents(value);
  return value;
}) as Txn[]).sort((a, b) => a.date.getTime() - b.date.getTime() || a.id - b.id);

const envelopes: Envelope[] = [
  { category: "food", monthlyCents: 25000, rollover: true },
  { category: "fun", monthlyCents: 10000, rollover: false },
  { category: "transport", monthlyCents: 7000, rollover: true },
];

function byMonth(list: readonly Txn[]): Map<string, Txn[]> {
  const out = new Map<string, Txn[]>();
  for (const t of list) {
    const k = monthKey(t.date);
    let bucket = out.get(k);
    if (!bucket) out.set(k, (bucket = []));
    bucket.push(t);
  }
  return out;
}

function envelopeReport(months: Map<string, Txn[]>): string[] {
  const lines: string[] = [];
  const carry = new Map<Category, number>();
  for (const [month, list] of months) {
    lines.push(`${month}:`);
    for (const env of envelopes) {
      const spent = -list.filter((t) => t.category === env.category && t.amount < 0).reduce((s, t) => s + t.amount, 0);
      const budget = env.monthlyCents + (env.rollover ? carry.get(env.category) ?? 0 : 0);
      const left = budget - spent;
      carry.set(env.category, Math.max(left, 0));
      const pct = budget > 0 ? Math.round((spent / budget) * 100) : 0;
      const bar = "#".repeat(Math.min(20, Math.round(pct / 5))).padEnd(20, ".");
      const flag = left < 0 ? " OVER" : pct >= 80 ? " near" : "";
      lines.push(`  ${env.category.padEnd(10)} ${money(spent).padStart(9)} / ${money(budget).padStart(9)} [${bar}] ${String(pct).padStart(3)}%${flag}`);
    }
  }
  return lines;
}

const months = byMonth(txns);
for (const [month, list] of months) {
  const income = list.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0);
  const spend = list.filter((t) => t.amount < 0).reduce((s, t) => s + t.amount, 0);
  const biggest = list.filter((t) => t.amount < 0 && t.category !== "rent").reduce<Txn | null>((b, t) => (!b || t.amount < b.amount ? t : b), null);
  console.log(`${month}  in ${money(income)}  out ${money(spend)}  net ${money(income + spend)}  biggest: ${biggest ? `${biggest.memo} (${money(biggest.amount)})` : "-"}`);
}
envelopeReport(months).forEach((l) => console.log(l));

const totals = txns.reduce((m, t) => m.set(t.category, (m.get(t.category) ?? 0) + t.amount), new Map<Category, number>());
const json = JSON.stringify({ generated: new Date(Date.UTC(2024, 2, 1)), totals, count: txns.length },
  (_k, v: unknown) => (v instanceof Map ? Object.fromEntries([...v].sort(([a], [b]) => String(a).localeCompare(String(b)))) : v), 2);
console.log(json);

const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const byDay = new Array<number>(7).fill(0);
txns.forEach((t) => { if (t.amount < 0) byDay[t.date.getUTCDay()] += -t.amount; });
console.log(byDay.map((c, i) => `${weekday[i]} ${money(c)}`).filter((_, i) => byDay[i] > 0).join(" | "));
const last = txns.findLast((t) => t.category === "food");
console.log("last food:", last?.memo, last?.date.toISOString().slice(0, 10), "| sorted memos:", txns.map((t) => t.memo).toSorted().slice(0, 3));
for (const bad of ["12.345", "abc", "-0.5", "7."]) {
  try {
    console.log(bad, "->", cents(bad));
  } catch (e) {
    console.log((e as Error).message);
  }
}
