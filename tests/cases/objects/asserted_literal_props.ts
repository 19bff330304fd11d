const shapes = [{ kind: "circle" as const, r: 2 }, { kind: "square" as const, s: 3 }];
type Shape = { kind: "circle"; r: number } | { kind: "square"; s: number };
function area(s: Shape): number { return s.kind === "circle" ? Math.PI * s.r * s.r : s.s * s.s; }
console.log(shapes.map(area).map((a) => a.toFixed(2)));
const o = { k: "x" as const };
let k2 = o.k;
console.log(k2);
type Level = "low" | "high";
const LEVELS = { Low: "low" as Level, High: "high" as Level };
function f(l: Level): string { return l; }
console.log(f(LEVELS.High));
