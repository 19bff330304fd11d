class Point {
  constructor(public x: number, public y: number) {}
}
class Named {
  constructor(public name: string) {}
}
type AnyCtor<T> = new (...args: any[]) => T;
function build<T>(k: AnyCtor<T>, args: any[]): T { return new k(...args); }
function buildPoint(k: AnyCtor<Point>, ...args: any[]): Point { return new k(...args); }
const p = build(Point, [1, 2]);
const n = build(Named, ["z"]);
console.log(buildPoint(Point, 5, 6));
console.log(p, n, p.x + p.y, n.name.length);
function makeAll(ks: AnyCtor<{}>[]): number { return ks.length; }
console.log(makeAll([Point, Named]));
function local(): string {
  class Inner { v = 3; static label = "inner"; }
  const K = Inner;
  return K.label + new K().v;
}
console.log(local(), local());
const kinds = { point: Point, named: Named } as const;
console.log(kinds, new kinds.point(3, 4));
