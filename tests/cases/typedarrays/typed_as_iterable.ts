// A typed array passed where an Iterable<number> is expected (a function's,
// a static method's or a constructor's parameter).
function sum(xs: Iterable<number>): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
class Vec {
  readonly xs: number[];
  constructor(xs: Iterable<number>) {
    this.xs = [...xs];
  }
  static of(xs: Iterable<number>): Vec {
    return new Vec(xs);
  }
}
const f = new Float64Array([1.5, 2, 3]);
const u = Uint8Array.from([250, 5]);
const data = new Float32Array(6).map((_, i) => i * 0.5);
console.log(sum(f), sum(u), sum(new Int16Array(3)));
console.log(Vec.of(f.subarray(1)).xs, new Vec(data.subarray(2, 4)).xs, Vec.of(u).xs.length);
