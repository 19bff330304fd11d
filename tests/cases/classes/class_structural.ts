// A class used as a type: any structurally matching value fits (no private members).
class Point {
  x = 0;
  y = 0;
  dist(): number {
    return Math.hypot(this.x, this.y);
  }
}

function far(p: Point): boolean {
  return p.dist() > 5;
}

const real = new Point();
real.x = 3;
real.y = 4;
const fake: Point = {
  x: 6,
  y: 8,
  dist(): number {
    return Math.hypot(this.x, this.y);
  },
};
console.log(real.dist(), fake.dist(), far(real), far(fake));
console.log(real instanceof Point, fake instanceof Point);

// Two unrelated classes with the same shape are interchangeable.
class Meters {
  constructor(public value: number) {}
}
class Seconds {
  constructor(public value: number) {}
}
function double(m: Meters): Meters {
  return new Meters(m.value * 2);
}
const s = new Seconds(21);
const d = double(s);
console.log(d.value, d instanceof Meters, d instanceof Seconds, s instanceof Meters);

// A subclass instance fits anywhere its base type is expected.
class Point3 extends Point {
  z = 0;
  dist(): number {
    return Math.hypot(this.x, this.y, this.z);
  }
}
const p3 = new Point3();
p3.x = 1;
p3.y = 2;
p3.z = 2;
const pts: Point[] = [real, fake, p3];
console.log(pts.map((p) => p.dist()).join(" "), pts.map(far).join(" "));
console.log(pts[0], pts[2]);
