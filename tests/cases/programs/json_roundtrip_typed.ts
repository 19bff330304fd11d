// JSON round trips of nested typed data.
interface Address { street: string; city: string; zip: string | null; }
interface Person {
  name: string;
  age: number;
  emails: string[];
  address?: Address;
  active: boolean;
  scores: Record<string, number>;
  meta: { created: string; tags: readonly string[]; nested: { deep: { deeper: number[] } } };
}

const people: Person[] = [
  {
    name: "Zoë \"Z\" Müller", age: 34, emails: ["z@example.com", "zoe@work.example"], active: true,
    address: { street: "1 Main St\nApt 2", city: "Zürich", zip: null },
    scores: { math: 91.5, art: 78, "with space": -0.25 },
    meta: { created: "2020-01-02", tags: ["a", "b"], nested: { deep: { deeper: [1, 2, 3] } } },
  },
  {
    name: "Li\tWei", age: 28, emails: [], active: false,
    scores: {},
    meta: { created: "2021-05-06", tags: [], nested: { deep: { deeper: [] } } },
  },
];

const text = JSON.stringify(people, null, 2);
console.log(text);
const back = JSON.parse(text) as Person[];
console.log(JSON.stringify(back) === JSON.stringify(people), back[0].address?.city, back[1].address?.city ?? "n/a");
console.log(back[0].meta.nested.deep.deeper.map((n) => n * 10), Object.keys(back[0].scores));

// replacer array, replacer function, toJSON, undefined/function members
class Money {
  constructor(readonly cents: number, readonly currency: string) {}
  toJSON() { return `${(this.cents / 100).toFixed(2)} ${this.currency}`; }
}
const invoice = { id: 7, total: new Money(123456, "EUR"), lines: [{ sku: "X", price: new Money(99, "EUR"), note: undefined }], secret: "hide" };
console.log(JSON.stringify(invoice));
console.log(JSON.stringify(invoice, ["id", "lines", "sku"]));
console.log(JSON.stringify(invoice, (k, v) => (k === "secret" ? undefined : typeof v === "number" ? v * 2 : v), "\t"));
console.log(JSON.stringify({ a: [undefined, null, NaN, Infinity, -0], b: undefined, c: () => 1 }));
console.log(JSON.stringify("line\nbreak \u0001 \u2028"), JSON.stringify([]), JSON.stringify({}), JSON.stringify([[]], null, 2));
console.log(JSON.stringify({ x: 1, y: { z: [1, { w: 2 }] } }, null, "--"));

// reviver turning ISO-ish strings into tagged objects
type Revived = { when: { y: number; m: number; d: number } | string; n: number };
const revived = JSON.parse('{"when":"2024-03-15","n":"42","list":[1,"2",3]}', (key, value) => {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split("-").map(Number);
    return { y, m, d };
  }
  if (typeof value === "string" && /^\d+$/.test(value)) return parseInt(value, 10);
  return value;
}) as Revived & { list: number[] };
console.log(revived, revived.list.reduce((a, b) => a + b, 0));

// parse errors
for (const bad of ['{"a":1,}', "[1, 2", "", "nul", '{"a" 1}']) {
  try { JSON.parse(bad); console.log("parsed?!"); }
  catch (e) { console.log(e instanceof SyntaxError ? "SyntaxError" : "other"); }
}
// a typed deep clone via JSON and structural comparison
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a), kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
const clone: Person = JSON.parse(JSON.stringify(people[0]));
console.log(deepEqual(clone, people[0]));
clone.meta.nested.deep.deeper.push(4);
console.log(deepEqual(clone, people[0]), people[0].meta.nested.deep.deeper.length);
const nums = JSON.parse("[1e3, -2.5E-3, 0.1, 123456789012345680000, 1.7976931348623157e308]") as number[];
console.log(nums, JSON.stringify(nums));
const mapData = new Map<string, number[]>([["a", [1]], ["b", [2, 3]]]);
console.log(JSON.stringify(Object.fromEntries(mapData)), JSON.stringify([...mapData]));
console.log(JSON.stringify({ date: "x", nested: { arr: [true, false, null] } }, null, 0));
