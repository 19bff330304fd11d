// A condition that is an assignment narrows the assigned variable, as the
// variable itself would: while ((x = next())) ..., if ((m = find()) && ...).
class Stack<T> {
  private items: T[] = [];
  push(x: T): void { this.items.push(x); }
  pop(): T | undefined { return this.items.pop(); }
}

const s = new Stack<{ name: string; n: number }>();
s.push({ name: "a", n: 1 });
s.push({ name: "b", n: 2 });
s.push({ name: "c", n: 3 });
let e: { name: string; n: number } | undefined;
let total = 0;
while ((e = s.pop())) {
  total += e.n;
  console.log(e.name, e.n);
}
console.log(total, e);

const words = ["", "x", "yy"];
let i = 0;
let w: string | null;
function next(): string | null { return i < words.length ? words[i++] : null; }
while ((w = next()) !== null) console.log(JSON.stringify(w), w.length);

const m = new Map<string, number[]>([["k", [4, 5]]]);
let found: number[] | undefined;
if ((found = m.get("k")) && found.length > 1) console.log("found", found[1]);
if (!(found = m.get("z"))) console.log("missing", found);
else console.log(found.length);
