// deepStrictEqual / deepEqual / notDeepStrictEqual over the values programs
// build: arrays, plain objects, class instances, Maps, Sets, Dates, nested.
import assert from "node:assert";
import { deepStrictEqual, notDeepStrictEqual } from "node:assert";
import { isDeepStrictEqual } from "node:util";

function check(label: string, f: () => void): void {
  try {
    f();
    console.log(`${label}: pass`);
  } catch (e) {
    if (e instanceof assert.AssertionError) console.log(`${label}: FAIL (${e.operator})\n${e.message}`);
    else throw e;
  }
}

class Point {
  constructor(public x: number, public y: number) {}
  norm(): number { return Math.hypot(this.x, this.y); }
}
class Vec {
  constructor(public x: number, public y: number) {}
}

interface Order {
  id: number;
  items: { sku: string; qty: number }[];
  tags: Set<string>;
  meta: Map<string, number>;
  placed: Date;
  note?: string;
}

function makeOrder(qty: number): Order {
  return {
    id: 7,
    items: [{ sku: "A1", qty: qty }, { sku: "B2", qty: 1 }],
    tags: new Set(["new", "gift"]),
    meta: new Map([["weight", 3], ["volume", 12]]),
    placed: new Date(Date.UTC(2024, 0, 31, 12, 0, 0)),
  };
}

check("equal orders", () => deepStrictEqual(makeOrder(2), makeOrder(2)));
check("orders differ in a nested quantity", () => deepStrictEqual(makeOrder(2), makeOrder(3)));
check("key order does not matter", () => deepStrictEqual({ a: 1, b: 2 }, { b: 2, a: 1 }));
check("a missing property", () => deepStrictEqual({ a: 1, b: 2 }, { a: 1 }));
check("same class", () => deepStrictEqual(new Point(1, 2), new Point(1, 2)));
check("different classes", () => deepStrictEqual(new Point(1, 2), new Vec(1, 2)));
check("loosely, classes do not matter", () => assert.deepEqual(new Point(1, 2), new Vec(1, 2)));
check("class instance vs plain object", () => deepStrictEqual(new Point(1, 2), { x: 1, y: 2 }));
check("arrays", () => deepStrictEqual([1, [2, [3, 4]]], [1, [2, [3, 4]]]));
check("array lengths", () => deepStrictEqual([1, 2, 3], [1, 2]));
check("strict numbers", () => deepStrictEqual([1, 2, "3"], [1, 2, 3]));
check("loose numbers", () => assert.deepEqual([1, 2, "3"], [1, 2, 3]));
check("NaN equals NaN", () => deepStrictEqual({ v: NaN }, { v: NaN }));
check("-0 is not 0 strictly", () => deepStrictEqual([-0], [0]));
check("-0 is 0 loosely", () => assert.deepEqual([-0], [0]));
check("Sets ignore order", () => deepStrictEqual(new Set([1, 2, 3]), new Set([3, 2, 1])));
check("Sets of objects", () => deepStrictEqual(new Set([{ a: 1 }, { b: 2 }]), new Set([{ b: 2 }, { a: 1 }])));
check("Sets differ", () => deepStrictEqual(new Set(["a", "b"]), new Set(["a", "c"])));
check("Maps", () => deepStrictEqual(new Map([["k", [1]]]), new Map([["k", [1]]])));
check("Maps differ", () => deepStrictEqual(new Map([["k", 1], ["j", 2]]), new Map([["k", 1], ["j", 3]])));
check("Dates", () => deepStrictEqual(new Date(0), new Date(0)));
check("Dates differ", () => deepStrictEqual(new Date(0), new Date(1000)));
check("RegExps", () => deepStrictEqual([/a+/g], [/a+/g]));
check("RegExp flags", () => deepStrictEqual(/a+/g, /a+/i));
check("undefined property vs none", () => deepStrictEqual({ a: 1, b: undefined }, { a: 1 }));
check("not deep equal", () => notDeepStrictEqual({ a: [1, 2] }, { a: [1, 2] }));
check("not deep equal passes", () => notDeepStrictEqual({ a: [1, 2] }, { a: [2, 1] }));
check("records", () => {
  const counts: Record<string, number> = {};
  for (const w of "a b a c b a".split(" ")) counts[w] = (counts[w] ?? 0) + 1;
  deepStrictEqual(counts, { a: 3, b: 2, c: 1 });
});
check("a long array", () => {
  const xs = Array.from({ length: 30 }, (_, i) => i * i);
  const ys = xs.slice();
  ys[20] = -1;
  deepStrictEqual(xs, ys);
});
check("nested objects in a diff", () =>
  deepStrictEqual({ user: { name: "ann", roles: ["admin", "dev"] }, active: true },
                  { user: { name: "ann", roles: ["admin", "ops"] }, active: true }));
check("strictEqual of equal objects", () => assert.strictEqual({ a: 1 }, { a: 1 }));
check("strictEqual of different arrays", () => assert.strictEqual([1, 2], [1, 3]));

const a = { name: "loop", self: null as unknown };
a.self = a;
const b = { name: "loop", self: null as unknown };
b.self = b;
console.log("cycles:", isDeepStrictEqual(a, b));
console.log("isDeepStrictEqual:", isDeepStrictEqual([1, { x: [2] }], [1, { x: [2] }]), isDeepStrictEqual(1, "1"));
