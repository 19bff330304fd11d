// Class instances, arrays of them, Maps and null in one union: instanceof,
// Array.isArray and === null narrow.  (`instanceof Map` is not supported.)
class Box {
  constructor(public v: number) {}
  double(): number { return this.v * 2; }
}
type Boxes = Box | Box[] | null;
type Counts = Map<string, number> | number[];

function sum(b: Boxes): number {
  if (b === null) return 0;
  if (b instanceof Box) return b.double();
  return b.reduce((a, x) => a + x.v, 0);
}
function total(c: Counts): number {
  if (!Array.isArray(c)) {
    let s = 0;
    for (const v of c.values()) s += v;
    return s;
  }
  return c.reduce((a, b) => a + b, 0);
}
function kind(c: Counts): string {
  return Array.isArray(c) ? `array(${c.length})` : `map(${c.size})`;
}
console.log(sum(null), sum(new Box(3)), sum([new Box(1), new Box(2)]), sum([]));
const all: Boxes[] = [new Box(5), null, [new Box(7)]];
console.log(all.map(sum), all);
const counts: Counts[] = [new Map([["a", 1], ["b", 2]]), [4, 5, 6]];
for (const c of counts) console.log(kind(c), total(c), c);
let cur: Counts = [1];
console.log(Array.isArray(cur), cur);
cur = new Map<string, number>();
cur.set("z", 26);
console.log(Array.isArray(cur), total(cur), kind(cur), cur);
