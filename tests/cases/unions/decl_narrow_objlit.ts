// A variable of a discriminated union is narrowed by the object literal it
// is initialised with or assigned (as tsc does), until its next assignment.
type Shape =
  | { kind: "circle"; r: number }
  | { kind: "rect"; w: number; h: number }
  | { kind: "poly"; points: number[] };

function area(s: Shape): number {
  switch (s.kind) {
    case "circle": return Math.PI * s.r * s.r;
    case "rect": return s.w * s.h;
    case "poly": return s.points.length;
  }
}

const poly: Shape = { kind: "poly", points: [] };
poly.points.push(1, 2, 3);
console.log(poly.points.length, area(poly));

let cur: Shape = { kind: "rect", w: 2, h: 3 };
cur.w *= 10;
console.log(cur.w, cur.h, area(cur));
cur = { kind: "circle", r: 1 };
console.log(cur.r.toFixed(1), area(cur).toFixed(3));

const shapes: Shape[] = [];
for (let i = 0; i < 3; i++) {
  let s: Shape = { kind: "rect", w: i, h: i + 1 };
  if (i === 1) s = { kind: "circle", r: i };
  shapes.push(s);
}
console.log(shapes.map((s) => `${s.kind}:${area(s).toFixed(2)}`).join(" "));

type Msg = { type: "ping"; seq: number } | { type: "data"; seq: number; body: string[] };
function build(lines: string[]): Msg {
  const m: Msg = { type: "data", seq: 7, body: [] };
  for (const l of lines) m.body.push(l.toUpperCase());
  return m;
}
const built = build(["a", "b"]);
console.log(built.type, built.seq, built.type === "data" ? built.body.join(",") : "-");

let sh: Shape = built.seq > 5 ? { kind: "rect", w: 1, h: 1 } : { kind: "circle", r: 1 };
if (sh.kind === "rect") {
  console.log("rect first", sh.w);
  sh = { kind: "circle", r: 2 };
  console.log("now", sh.kind, sh.r);
}
console.log(area(sh).toFixed(2));
