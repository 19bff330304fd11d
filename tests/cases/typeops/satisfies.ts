// `satisfies` checks a value against a type and keeps the value's own type.
type Shape = { kind: "circle"; r: number } | { kind: "square"; side: number };
type Handler = (a: number, b: number) => number;

const conf = { port: 8080, host: "localhost", debug: false } satisfies Record<string, string | number | boolean>;
console.log(conf.port + 1, conf.host.toUpperCase(), !conf.debug);

const circle = { kind: "circle", r: 2 } satisfies Shape;
console.log(circle.r * Math.PI > 6, circle);

const pair = [1, "one"] satisfies [number, string];
console.log(pair[0] + 1, pair[1].length);

const ops = {
  add: (a, b) => a + b,
  mul: (a, b) => a * b,
} satisfies Record<string, Handler>;
console.log(ops.add(2, 3), ops.mul(2, 3));

const limits = { 1: "one", 2: "two" } satisfies Record<number, string>;
console.log(limits[1], limits);

interface Point { x: number; y: number }
const p = { x: 1, y: 2 } satisfies Point;
function norm(q: Point): number { return Math.hypot(q.x, q.y); }
console.log(norm(p).toFixed(3));

const list = [3, 1, 2] satisfies number[];
console.log(list.sort((a, b) => a - b));
