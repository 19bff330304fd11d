// Property reads and writes at one site over objects of two or three shapes
// in turn (the same interface built by literals with keys in different
// orders, union variants): the site cache keeps two classes.
interface Rule { cat?: string; op?: string; value: number; target: string }

const rules: Rule[] = [];
for (let i = 0; i < 12; i++) {
  if (i % 3 === 0) rules.push({ value: i, target: "t" + i });
  else if (i % 3 === 1) rules.push({ cat: "x", op: "<", value: i * 10, target: "u" + i });
  else rules.push({ target: "v" + i, value: -i, op: ">", cat: "m" });
}

let total = 0;
const seen: string[] = [];
for (let round = 0; round < 50; round++)
  for (const r of rules) {
    total += r.value;
    if (round === 0) seen.push(`${r.cat ?? "-"}${r.op ?? "-"}${r.target}`);
    r.value += 1; // a write at one site, three shapes
  }
console.log(total, seen.join(" "));
console.log(rules.map((r) => r.value).join(","));

type Shape = { kind: "circle"; r: number; name: string } | { name: string; kind: "square"; side: number };
const shapes: Shape[] = [];
for (let i = 0; i < 10; i++) shapes.push(i % 2 ? { kind: "circle", r: i, name: "c" + i } : { name: "s" + i, kind: "square", side: i });
let names = "";
let area = 0;
for (let k = 0; k < 3; k++)
  for (const s of shapes) {
    names += s.name[0];
    area += s.kind === "circle" ? Math.round(Math.PI * s.r * s.r) : s.side * s.side;
  }
console.log(names, area);

// Three shapes at one read site, each object's class changing as optional
// properties are filled in (the object moves to a class with one more slot).
interface Opt { a: number; b?: number; c?: number }
const opts: Opt[] = [{ a: 1 }, { b: 2, a: 3 }, { c: 4, a: 5, b: 6 }, { a: 7 }];
let acc = 0;
for (let k = 0; k < 4; k++)
  for (const o of opts) {
    acc += o.a + (o.b ?? 0) * 10 + (o.c ?? 0) * 100;
    if (k === 1 && o.b === undefined) o.b = k;
    if (k === 2 && o.c === undefined) o.c = k;
  }
console.log(acc, JSON.stringify(opts));
