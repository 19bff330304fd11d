// A generic call whose later argument is an array (or object) literal holding
// callbacks: T is inferred from the first argument, and the callbacks'
// parameters take their types from Column<T>.
interface Column<T> { title: string; cell: (row: T) => string }
function render<T>(rows: T[], cols: Column<T>[]): string[] {
  return rows.map(r => cols.map(c => `${c.title}=${c.cell(r)}`).join(" "));
}
interface P { name: string; age: number }
const people: P[] = [{ name: "Ann", age: 31 }, { name: "Bo", age: 4 }];
console.log(render(people, [
  { title: "name", cell: p => p.name.toUpperCase() },
  { title: "age", cell: p => p.age.toFixed(1) },
]));
interface Handlers<T> { ok: (v: T) => string; fail?: (e: string) => string }
function run<T>(v: T | undefined, h: Handlers<T>): string { return v === undefined ? (h.fail ? h.fail("none") : "?") : h.ok(v); }
console.log(run(41, { ok: n => String(n + 1) }), run<number>(undefined, { ok: n => String(n), fail: e => "fail:" + e }));
console.log(run("x", ({ ok: s => s.repeat(3) })));
