// Shapes as a discriminated union: area and perimeter with exhaustive switches.
interface Circle { kind: "circle"; radius: number }
interface Square { kind: "square"; side: number }
interface Rectangle { kind: "rectangle"; width: number; height: number }
interface Triangle { kind: "triangle"; a: number; b: number; c: number }
type Shape = Circle | Square | Rectangle | Triangle;

function area(s: Shape): number {
  switch (s.kind) {
    case "circle":
      return Math.PI * s.radius * s.radius;
    case "square":
      return s.side * s.side;
    case "rectangle":
      return s.width * s.height;
    case "triangle": {
      const p = (s.a + s.b + s.c) / 2;
      return Math.sqrt(p * (p - s.a) * (p - s.b) * (p - s.c));
    }
  }
}

function perimeter(s: Shape): number {
  switch (s.kind) {
    case "circle": return 2 * Math.PI * s.radius;
    case "square": return 4 * s.side;
    case "rectangle": return 2 * (s.width + s.height);
    case "triangle": return s.a + s.b + s.c;
  }
}

function describe(s: Shape): string {
  let what: string;
  switch (s.kind) {
    case "circle": what = `circle of radius ${s.radius}`; break;
    case "square": what = `square of side ${s.side}`; break;
    case "rectangle": what = `${s.width}x${s.height} rectangle`; break;
    default: what = `triangle ${s.a}/${s.b}/${s.c}`;
  }
  return what;
}

const shapes: Shape[] = [
  { kind: "circle", radius: 1.5 },
  { kind: "square", side: 3 },
  { kind: "rectangle", width: 2, height: 5 },
  { kind: "triangle", a: 3, b: 4, c: 5 },
  { kind: "circle", radius: 0.5 },
];

let total = 0;
for (const s of shapes) {
  const a = area(s);
  total += a;
  console.log(describe(s).padEnd(24), a.toFixed(3).padStart(8), perimeter(s).toFixed(3).padStart(8));
}
console.log("total area", total.toFixed(4));
const big = shapes.filter((s) => area(s) > 5);
console.log(big.map((s) => s.kind).join(", "));
console.log(shapes[0]);
console.log(shapes.length, shapes.every((s) => s.kind !== "square"));
