// The `object` type: any non-primitive value, and what `typeof x === "object"` leaves of an unknown.
class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

function keysOf(o: object): string {
  return Object.keys(o).join(",") || "(none)";
}
console.log(keysOf({ a: 1, b: "two" }), keysOf([10, 20, 30]), keysOf(new Point(1, 2)), keysOf(new Map<string, number>()));

function describe(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "object") {
    const n = Object.keys(value).length;
    return (Array.isArray(value) ? "array of " : "object with ") + n;
  }
  if (typeof value === "function") return "function";
  return typeof value + " " + String(value);
}
const samples: unknown[] = [null, undefined, 1, "s", true, { a: 1 }, [1, 2, 3], new Point(0, 0), () => 1];
for (const s of samples) console.log(describe(s));

function nonNullObject(x: unknown): object | null {
  if (typeof x === "object") return x;
  return null;
}
console.log(nonNullObject({ k: 1 }), nonNullObject(5), nonNullObject(null));

// Record<string, unknown> fits object; entries of an object are [string, any].
const rec: Record<string, unknown> = { id: 7, tags: ["x", "y"] };
const asObj: object = rec;
for (const [k, v] of Object.entries(asObj)) console.log(k, v);
console.log(Object.values(asObj).length, JSON.stringify(asObj), asObj === rec);

// Identity and a small registry keyed by objects.
const seen: object[] = [];
function remember(o: object): boolean {
  if (seen.includes(o)) return false;
  seen.push(o);
  return true;
}
const p = new Point(3, 4);
console.log(remember(p), remember(rec), remember(p), seen.length);
let maybe: object | undefined;
console.log(maybe === undefined, typeof maybe);
maybe = [1];
console.log(maybe, typeof maybe);
