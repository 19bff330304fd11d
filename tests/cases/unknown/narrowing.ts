class Point { constructor(public x: number, public y: number) {} }
function describe(v: unknown): string {
  if (typeof v === "string") return "string of length " + v.length;
  if (typeof v === "number") return "number " + v.toFixed(2);
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (v === null) return "null";
  if (v === undefined) return "undefined";
  if (v instanceof Point) return "point " + (v.x + v.y);
  return "something else";
}
const items: unknown[] = ["abc", 3.14159, true, null, undefined, new Point(1, 2), [1, 2]];
for (const it of items) console.log(describe(it));
let u: unknown = 5;
console.log(u);
u = "hello";
console.log(u, `${u}`, String(u));
u = new Point(3, 4);
console.log(u);
u = [1, "two", { three: 3 }];
console.log(u);
const f = (x: number) => x * 2;
u = f;
console.log(typeof u);
if (typeof u === "function") console.log("callable");
let w: unknown;
console.log(w === undefined);
function id(x: unknown): unknown { return x; }
console.log(id(42), id("s"), id(null));
