class Point {
  constructor(public x: number, public y: number) {}
  norm(): number { return Math.sqrt(this.x * this.x + this.y * this.y); }
}
class Labeled extends Point {
  label: string;
  private secret = 42;
  constructor(x: number, y: number, label: string) { super(x, y); this.label = label; }
}
const pts: Point[] = [new Point(1, 2), new Labeled(3, 4, "p")];
console.log(JSON.stringify(pts));
const sparse: (number | undefined)[] = [1, undefined, 3];
console.log(JSON.stringify(sparse));
const holes: number[] = new Array(3);
holes[1] = 5;
console.log(JSON.stringify(holes));
const f64 = new Float64Array([1.5, -2, 0]);
console.log(JSON.stringify(f64));
const u8 = new Uint8Array(2);
console.log(JSON.stringify({ bytes: u8 }));
interface Opt { a: number; b?: string; c?: number | undefined }
const o1: Opt = { a: 1 };
const o2: Opt = { a: 2, b: "bee", c: undefined };
console.log(JSON.stringify(o1), JSON.stringify(o2));
const fnHolder = { name: "f", run: (n: number) => n * 2 };
console.log(JSON.stringify(fnHolder));
console.log(JSON.stringify([(n: number) => n]));
const u: unknown = { k: [1, { z: "deep" }] };
console.log(JSON.stringify(u));
const text: string = JSON.stringify({ len: "abc".length });
console.log(text.length, text);
