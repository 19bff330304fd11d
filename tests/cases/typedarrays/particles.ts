// A particle system stored as structure-of-arrays in Float64Array/Int32Array fields of a class.
class Particles {
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly vx: Float64Array;
  readonly vy: Float64Array;
  readonly bounces: Int32Array;
  constructor(readonly count: number) {
    this.x = new Float64Array(count);
    this.y = new Float64Array(count);
    this.vx = new Float64Array(count);
    this.vy = new Float64Array(count);
    this.bounces = new Int32Array(count);
    for (let i = 0; i < count; i++) {
      this.x[i] = (i * 7) % 10;
      this.y[i] = 5 + (i % 3);
      this.vx[i] = ((i % 5) - 2) * 0.75;
      this.vy[i] = 0;
    }
  }
  step(dt: number, g: number): void {
    for (let i = 0; i < this.count; i++) {
      this.vy[i] -= g * dt;
      this.x[i] += this.vx[i] * dt;
      this.y[i] += this.vy[i] * dt;
      if (this.y[i] < 0) {
        this.y[i] = -this.y[i];
        this.vy[i] = -this.vy[i] * 0.8;
        this.bounces[i]++;
      }
      if (this.x[i] < 0 || this.x[i] > 10) {
        this.vx[i] = -this.vx[i];
        this.x[i] = this.x[i] < 0 ? -this.x[i] : 20 - this.x[i];
      }
    }
  }
  energy(g: number): number {
    let e = 0;
    for (let i = 0; i < this.count; i++) e += 0.5 * (this.vx[i] ** 2 + this.vy[i] ** 2) + g * this.y[i];
    return e;
  }
}

const g = 9.81;
const ps = new Particles(8);
console.log(ps.energy(g).toFixed(6));
for (let t = 0; t < 500; t++) ps.step(0.01, g);
console.log(ps.energy(g).toFixed(6));
console.log(Array.from(ps.x, (v) => v.toFixed(3)).join(" "));
console.log(Array.from(ps.y, (v) => v.toFixed(3)).join(" "));
console.log(ps.bounces);

// Rank the particles by height using an index array sorted with a comparator.
const order = Array.from({ length: ps.count }, (_, i) => i).sort((a, b) => ps.y[b] - ps.y[a]);
console.log(order.join(","), ps.bounces.reduce((a, b) => a + b, 0));
