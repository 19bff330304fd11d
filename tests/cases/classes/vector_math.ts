// An immutable 3-D vector class with static helpers and a matrix class.
class Vec3 {
  static readonly ZERO = new Vec3(0, 0, 0);
  static readonly X = new Vec3(1, 0, 0);
  static readonly Y = new Vec3(0, 1, 0);
  static readonly Z = new Vec3(0, 0, 1);
  constructor(readonly x: number, readonly y: number, readonly z: number) {}
  add(o: Vec3): Vec3 {
    return new Vec3(this.x + o.x, this.y + o.y, this.z + o.z);
  }
  sub(o: Vec3): Vec3 {
    return new Vec3(this.x - o.x, this.y - o.y, this.z - o.z);
  }
  scale(k: number): Vec3 {
    return new Vec3(this.x * k, this.y * k, this.z * k);
  }
  dot(o: Vec3): number {
    return this.x * o.x + this.y * o.y + this.z * o.z;
  }
  cross(o: Vec3): Vec3 {
    return new Vec3(this.y * o.z - this.z * o.y, this.z * o.x - this.x * o.z, this.x * o.y - this.y * o.x);
  }
  get length(): number {
    return Math.sqrt(this.dot(this));
  }
  normalized(): Vec3 {
    const l = this.length;
    return l === 0 ? Vec3.ZERO : this.scale(1 / l);
  }
  str(): string {
    return `[${this.x.toFixed(3)} ${this.y.toFixed(3)} ${this.z.toFixed(3)}]`;
  }
}

class Mat3 {
  constructor(readonly rows: Vec3[]) {}
  static identity(): Mat3 {
    return new Mat3([Vec3.X, Vec3.Y, Vec3.Z]);
  }
  static rotationZ(rad: number): Mat3 {
    const c = Math.cos(rad);
    const s = Math.sin(rad);
    return new Mat3([new Vec3(c, -s, 0), new Vec3(s, c, 0), Vec3.Z]);
  }
  apply(v: Vec3): Vec3 {
    return new Vec3(this.rows[0].dot(v), this.rows[1].dot(v), this.rows[2].dot(v));
  }
  column(i: number): Vec3 {
    const pick = (r: Vec3) => (i === 0 ? r.x : i === 1 ? r.y : r.z);
    return new Vec3(pick(this.rows[0]), pick(this.rows[1]), pick(this.rows[2]));
  }
  mul(o: Mat3): Mat3 {
    const cols = [o.column(0), o.column(1), o.column(2)];
    return new Mat3(this.rows.map((r) => new Vec3(r.dot(cols[0]), r.dot(cols[1]), r.dot(cols[2]))));
  }
}

const a = new Vec3(1, 2, 3);
const b = new Vec3(-2, 0.5, 4);
console.log(a.add(b).str(), a.sub(b).str(), a.dot(b), a.cross(b).str());
console.log(a.length.toFixed(6), a.normalized().str(), Vec3.ZERO.normalized() === Vec3.ZERO);
console.log(Vec3.X.cross(Vec3.Y).str(), Vec3.Y.cross(Vec3.X).str());
const r90 = Mat3.rotationZ(Math.PI / 2);
console.log(r90.apply(Vec3.X).str(), r90.mul(r90).apply(Vec3.X).str());
const m = Mat3.identity().mul(r90).mul(Mat3.rotationZ(-Math.PI / 2));
console.log(m.apply(a).str());
let v = new Vec3(1, 0, 0);
const step = Mat3.rotationZ(Math.PI / 6);
for (let i = 0; i < 12; i++) v = step.apply(v);
console.log(v.str(), v.sub(Vec3.X).length < 1e-12);
console.log(a, Vec3.Z);
