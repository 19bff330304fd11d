// Objects and functions as keys: identity, not structure.
class Point {
  constructor(public x: number, public y: number) {}
}
const p1 = new Point(1, 2);
const p2 = new Point(1, 2);
const labels = new Map<Point, string>();
labels.set(p1, "first");
labels.set(p2, "second");
labels.set(p1, "first again");
console.log(labels.size, labels.get(p1), labels.get(p2), labels.get(new Point(1, 2)));
console.log(labels);

const visited = new Set<Point>();
const path = [p1, p2, p1, new Point(3, 4), p2];
for (const p of path) {
  if (visited.has(p)) console.log("revisit", p.x, p.y);
  visited.add(p);
}
console.log(visited.size);

type Handler = (n: number) => number;
function double(n: number): number {
  return n * 2;
}
function square(n: number): number {
  return n * n;
}
const calls = new Map<Handler, number>();
const order: Handler[] = [double, square, double, double];
for (const h of order) calls.set(h, (calls.get(h) ?? 0) + 1);
for (const [h, n] of calls) console.log(h(5), n);
console.log(calls);

const arrays = new Set<number[]>();
const a = [1, 2];
arrays.add(a).add([1, 2]).add(a);
console.log(arrays.size, arrays.has(a), arrays.has([1, 2]));
console.log(arrays);
