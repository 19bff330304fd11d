// Generic code instantiated with unions of several compound members.
type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
type Col = number[] | string[];

class Stack<T> {
  private items: T[] = [];
  push(x: T): void { this.items.push(x); }
  pop(): T | undefined { return this.items.pop(); }
  get size(): number { return this.items.length; }
}
function identity<T>(x: T): T { return x; }
function pair<A, B>(a: A, b: B): [A, B] { return [a, b]; }
function lastOf<T>(xs: T[]): T { return xs[xs.length - 1]; }

const s = new Stack<Col>();
s.push([1, 2]);
s.push(["a"]);
console.log(s.size, s.pop(), s.pop(), s.pop());

const js = new Stack<Json>();
js.push({ a: [1, "two", null] });
js.push([true]);
js.push("str");
while (js.size > 0) console.log(JSON.stringify(js.pop()));

const j: Json = identity<Json>({ k: [1, 2] });
console.log(j, identity<Col>(["x"]));
const p = pair<Json, Col>([1, { x: 2 }], [3]);
console.log(p, p[0], p[1]);
console.log(lastOf<Json>([1, "b", [3]]), lastOf<Col>([[1], ["z"]]));
const m = new Map<string, Json>();
m.set("n", 1);
m.set("o", { deep: { deeper: ["x"] } });
console.log(m, JSON.stringify(Object.fromEntries(m)));
