// Copying objects field by field and comparing them structurally.
interface Point {
  x: number;
  y: number;
}
interface Shape {
  name: string;
  points: Point[];
  closed: boolean;
}

function copyPoint(p: Point): Point {
  return { x: p.x, y: p.y };
}
function shallowCopy(s: Shape): Shape {
  return { name: s.name, points: s.points, closed: s.closed };
}
function deepCopy(s: Shape): Shape {
  return { name: s.name, points: s.points.map(copyPoint), closed: s.closed };
}
function pointsEqual(a: Point, b: Point): boolean {
  return a.x === b.x && a.y === b.y;
}
function shapesEqual(a: Shape, b: Shape): boolean {
  if (a.name !== b.name || a.closed !== b.closed || a.points.length !== b.points.length) return false;
  return a.points.every((p, i) => pointsEqual(p, b.points[i]));
}

const tri: Shape = { name: "tri", points: [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 0, y: 3 }], closed: true };
const shallow = shallowCopy(tri);
const deep = deepCopy(tri);
console.log(tri === shallow, tri === deep, shapesEqual(tri, shallow), shapesEqual(tri, deep));
console.log(tri.points === shallow.points, tri.points === deep.points, tri.points[0] === deep.points[0]);

// Mutating through the shallow copy shows up in the original; the deep copy is unaffected.
shallow.points[1].x = 40;
shallow.name = "renamed";
console.log(tri.points[1].x, tri.name, deep.points[1].x, shapesEqual(tri, deep));

// Equality of NaN and -0 fields under ===.
const a: Point = { x: NaN, y: 0 };
const b: Point = { x: NaN, y: -0 };
console.log(pointsEqual(a, a), a.y === b.y, pointsEqual({ x: 1, y: -0 }, { x: 1, y: 0 }));

// Deduplicating by value versus by identity.
const pts: Point[] = [{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 1, y: 1 }];
pts.push(pts[1]);
const byIdentity = pts.filter((p, i) => pts.indexOf(p) === i);
const byValue = pts.filter((p, i) => pts.findIndex((q) => pointsEqual(p, q)) === i);
console.log(pts.length, byIdentity.length, byValue.length, byValue);
console.log(deep);
