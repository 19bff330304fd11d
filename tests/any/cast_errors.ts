// Kiln-only: converting an `any` to a static type checks the shape (Node would not).
interface Line { sku: string; qty: number }
interface Order { id: number; status: "open" | "shipped"; lines: Line[]; note?: string; ref: number | null }
function tryCast(label: string, text: string): void {
  try {
    const o: Order = JSON.parse(text);
    console.log(label, "ok", o.id, o.lines.length);
  } catch (e) {
    console.log(label, e instanceof TypeError, (e as Error).message);
  }
}
tryCast("good", '{"id": 1, "status": "open", "lines": [{"sku": "a", "qty": 1}], "ref": null}');
tryCast("qty", '{"id": 1, "status": "open", "lines": [{"sku": "a", "qty": 1}, {"sku": "b", "qty": 2}, {"sku": "c", "qty": "3"}], "ref": 1}');
tryCast("id", '{"id": "1", "status": "open", "lines": [], "ref": 1}');
tryCast("status", '{"id": 1, "status": "lost", "lines": [], "ref": 1}');
tryCast("lines", '{"id": 1, "status": "open", "lines": {}, "ref": 1}');
tryCast("missing", '{"id": 1, "status": "open", "lines": [{"qty": 1}], "ref": 1}');
tryCast("note", '{"id": 1, "status": "open", "lines": [], "note": 5, "ref": 1}');
tryCast("ref", '{"id": 1, "status": "open", "lines": [], "ref": "x"}');
tryCast("top", "[1, 2]");
tryCast("null", "null");
try {
  const xs: number[] = JSON.parse('[1, 2, "three"]');
  console.log(xs);
} catch (e) {
  console.log((e as Error).message);
}
try {
  const n = JSON.parse('"five"') as number;
  console.log(n);
} catch (e) {
  console.log((e as Error).message);
}
function takesString(s: string): number { return s.length; }
try {
  console.log(takesString(JSON.parse("12")));
} catch (e) {
  console.log((e as Error).message);
}
class Point { constructor(public x: number) {} }
function px(p: Point): number { return p.x; }
const notAPoint: any = JSON.parse('{"x": 1}');
try {
  console.log(px(notAPoint));
} catch (e) {
  console.log((e as Error).message);
}
try {
  const pairs: [string, number][] = JSON.parse('[["a", 1], ["b", 2, 3]]');
  console.log(pairs);
} catch (e) {
  console.log((e as Error).message);
}
try {
  const pair: [string, number] = JSON.parse('["a", "b"]');
  console.log(pair);
} catch (e) {
  console.log((e as Error).message);
}
const uncaught: { a: { b: boolean[] } } = JSON.parse('{"a": {"b": [true, 0]}}');
console.log(uncaught);
