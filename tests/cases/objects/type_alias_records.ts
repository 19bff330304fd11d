// Type aliases for object types; functions building and transforming records.
type Vec = { x: number; y: number };
type Segment = { from: Vec; to: Vec; name: string };

function vec(x: number, y: number): Vec {
  return { x: x, y: y };
}
function add(a: Vec, b: Vec): Vec {
  return vec(a.x + b.x, a.y + b.y);
}
function scale(a: Vec, k: number): Vec {
  return vec(a.x * k, a.y * k);
}
function len(s: Segment): number {
  return Math.hypot(s.to.x - s.from.x, s.to.y - s.from.y);
}
function show(v: Vec): string {
  return `<${v.x}, ${v.y}>`;
}

const o = vec(0, 0);
const segs: Segment[] = [
  { from: o, to: vec(3, 4), name: "a" },
  { from: vec(1, 1), to: vec(4, 5), name: "b" },
  { name: "c", to: vec(-2, 0), from: vec(2, 0) },
];
for (const s of segs) console.log(s.name, show(s.from), show(s.to), len(s));

let sum = vec(0, 0);
for (const s of segs) sum = add(sum, add(s.from, s.to));
console.log(show(sum), show(scale(sum, 0.5)), show(scale(sum, -1)));

// Updating a record in place versus building a new one.
function moved(s: Segment, d: Vec): Segment {
  return { from: add(s.from, d), to: add(s.to, d), name: s.name + "'" };
}
const m = moved(segs[0], vec(10, 10));
console.log(m.name, show(m.from), show(m.to), len(m) === len(segs[0]));
console.log(show(segs[0].from), o === segs[0].from);
segs[0].from.x = 7;
console.log(show(o));

// A record with a nested array of records.
type Poly = { name: string; pts: Vec[] };
function perimeter(p: Poly): number {
  let total = 0;
  for (let i = 0; i < p.pts.length; i++) {
    const a = p.pts[i];
    const b = p.pts[(i + 1) % p.pts.length];
    total += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return total;
}
const tri: Poly = { name: "tri", pts: [vec(0, 0), vec(3, 0), vec(3, 4)] };
console.log(tri.name, perimeter(tri), tri.pts.length);
