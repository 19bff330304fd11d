// CSV parsing, grouping, aggregation and report formatting
const csv = `id,name,dept,salary,start,remote
1,"Smith, Anna",Engineering,125000,2019-04-01,true
2,Bob Jones,Marketing,72000.5,2021-11-15,false
3,"Lee ""Kim""",Engineering,98000,2020-01-20,true
4,Dana White,Sales,65000,2018-07-09,false
5,Eve Black,Engineering,143500,2015-03-30,false
6,Frank Green,Sales,58250.75,2022-05-02,true
7,Gina Blue,Marketing,81000,2017-09-12,true`;
function parseCSV(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [], field = "", inQ = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQ) {
      if (ch === '"') { if (text[i + 1] === '"') { field += '"'; i++; } else inQ = false; }
      else field += ch;
    } else if (ch === '"') inQ = true;
    else if (ch === ",") { row.push(field); field = ""; }
    else if (ch === "\n") { row.push(field); rows.push(row); row = []; field = ""; }
    else field += ch;
  }
  row.push(field); rows.push(row);
  return rows;
}
interface Emp { id: number; name: string; dept: string; salary: number; start: Date; remote: boolean }
const [header, ...body] = parseCSV(csv);
console.log(header);
const emps: Emp[] = body.map(r => {
  const o = Object.fromEntries(header.map((h, i) => [h, r[i]]));
  return { id: Number(o.id), name: o.name, dept: o.dept, salary: parseFloat(o.salary), start: new Date(o.start), remote: o.remote === "true" };
});
console.log(emps[0]);
const byDept = new Map<string, Emp[]>();
for (const e of emps) byDept.set(e.dept, [...(byDept.get(e.dept) ?? []), e]);
const fmtMoney = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const lines: string[] = [];
lines.push(`${"Dept".padEnd(12)}${"N".padStart(3)}${"Total".padStart(15)}${"Avg".padStart(14)}${"Max".padStart(10)}`);
lines.push("-".repeat(54));
for (const [dept, list] of [...byDept].sort(([a], [b]) => a.localeCompare(b))) {
  const total = list.reduce((s, e) => s + e.salary, 0);
  const max = Math.max(...list.map(e => e.salary));
  lines.push(`${dept.padEnd(12)}${String(list.length).padStart(3)}${fmtMoney.format(total).padStart(15)}${(total / list.length).toFixed(1).padStart(14)}${max.toLocaleString().padStart(10)}`);
}
console.log(lines.join("\n"));
const senior = emps.filter(e => e.start.getUTCFullYear() < 2020).map(e => e.name.split(/[ ,]+/)[0]);
console.log(senior);
const remoteShare = emps.filter(e => e.remote).length / emps.length;
console.log(`remote: ${(remoteShare * 100).toFixed(1)}%`, remoteShare.toPrecision(3), remoteShare.toExponential(2));
const sortedBy = <K extends keyof Emp>(k: K) => [...emps].sort((a, b) => (a[k] < b[k] ? -1 : a[k] > b[k] ? 1 : 0)).map(e => e.id);
console.log(sortedBy("salary"), sortedBy("name"), sortedBy("start"));
const stats = (xs: number[]) => {
  const n = xs.length, mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / n);
  const s = [...xs].sort((a, b) => a - b);
  const median = n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
  return { n, mean: +mean.toFixed(2), sd: Math.round(sd * 100) / 100, median, min: s[0], max: s[n - 1] };
};
console.log(stats(emps.map(e => e.salary)));
const out = emps.map(e => [e.id, JSON.stringify(e.name), e.dept, e.salary.toFixed(2), e.start.toISOString().slice(0, 10), e.remote].join(","));
console.log(out.join("\n"));
console.log(JSON.stringify(emps.slice(0, 2), null, 2));
console.log(JSON.stringify(Object.fromEntries([...byDept].map(([d, l]) => [d, l.map(e => e.id)]))));
const n = 1234567.891;
console.log(n.toLocaleString(), n.toLocaleString("en-US", { maximumFractionDigits: 0 }), n.toLocaleString("de-DE"), (0.5).toLocaleString("en-US", { style: "percent" }));
