// A union mixing class instances and interface-typed object literals.
interface Point { kind: "point"; x: number; y: number }
class Segment {
  readonly kind = "segment";
  constructor(public a: Point, public b: Point) {}
  length(): number { return Math.hypot(this.b.x - this.a.x, this.b.y - this.a.y); }
}
class Polygon {
  readonly kind = "polygon";
  constructor(public pts: Point[]) {}
  perimeter(): number {
    let p = 0;
    for (let i = 0; i < this.pts.length; i++) {
      const a = this.pts[i], b = this.pts[(i + 1) % this.pts.length];
      p += Math.hypot(b.x - a.x, b.y - a.y);
    }
    return p;
  }
}
type Geometry = Point | Segment | Polygon;

function pt(x: number, y: number): Point { return { kind: "point", x, y }; }
function measure(g: Geometry): string {
  switch (g.kind) {
    case "point": return `point (${g.x}, ${g.y})`;
    case "segment": return `segment of length ${g.length().toFixed(3)}`;
    case "polygon": return `polygon with ${g.pts.length} corners, perimeter ${g.perimeter().toFixed(3)}`;
  }
}
const shapes: Geometry[] = [pt(1, 2), new Segment(pt(0, 0), pt(3, 4)), new Polygon([pt(0, 0), pt(2, 0), pt(2, 2), pt(0, 2)])];
for (const g of shapes) console.log(g.kind.padEnd(8), measure(g));
const counts = shapes.map((g) => (g instanceof Polygon ? g.pts.length : g instanceof Segment ? 2 : 1));
console.log(counts);
let best: Geometry | undefined;
for (const g of shapes) if (g.kind !== "point") best = g;
console.log(best?.kind, best instanceof Polygon);
