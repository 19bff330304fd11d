// Object-heavy code: arrays of small objects, sort with a comparator,
// filter/map/reduce chains, spread of objects.
interface Employee {
  id: number;
  name: string;
  dept: string;
  salary: number;
  age: number;
}

class Point {
  constructor(public x: number, public y: number) {}
  dist2(o: Point): number {
    const dx = this.x - o.x;
    const dy = this.y - o.y;
    return dx * dx + dy * dy;
  }
}

let seed = 42;
function rand(n: number): number {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return Math.floor((seed / 4294967296) * n);
}

const depts = ["eng", "ops", "sales", "hr", "legal"];
function makeEmployees(n: number): Employee[] {
  const out: Employee[] = [];
  for (let i = 0; i < n; i++) {
    out.push({ id: i, name: "emp" + rand(100000), dept: depts[rand(depts.length)], salary: 30000 + rand(90000), age: 20 + rand(45) });
  }
  return out;
}

let result = 0;
for (let round = 0; round < 5; round++) {
  const emps = makeEmployees(30000);
  const sorted = [...emps].sort((a, b) => a.dept < b.dept ? -1 : a.dept > b.dept ? 1 : b.salary - a.salary || a.id - b.id);
  const top = sorted.filter((e) => e.age < 40).map((e) => ({ ...e, salary: e.salary * 1.1 }));
  const total = top.reduce((s, e) => s + e.salary, 0);
  const byName = emps.slice().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  result += total / 1000 + byName[0].id + sorted[0].id;
  const groups = new Map<string, Employee[]>();
  for (const e of emps) {
    let g = groups.get(e.dept);
    if (!g) { g = []; groups.set(e.dept, g); }
    g.push(e);
  }
  for (const [d, g] of groups) {
    const avg = g.reduce((s, e) => s + e.age, 0) / g.length;
    if (round === 0) console.log(d, g.length, avg.toFixed(3));
  }
  const pts: Point[] = [];
  for (let i = 0; i < 20000; i++) pts.push(new Point(rand(1000), rand(1000)));
  const origin = new Point(500, 500);
  pts.sort((a, b) => a.dist2(origin) - b.dist2(origin));
  const near = pts.slice(0, 100).map((p) => p.x + p.y).reduce((a, b) => a + b, 0);
  result += near;
  const some = emps.some((e) => e.salary > 119990);
  const every = emps.every((e) => e.age >= 20);
  const idx = emps.findIndex((e) => e.name === "emp777");
  result += (some ? 1 : 0) + (every ? 2 : 0) + idx;
}
console.log(result.toFixed(3));
