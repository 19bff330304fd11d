// toString overrides: used by template literals, string concatenation and String().
class Point {
  constructor(public x: number, public y: number) {}
  toString(): string {
    return `(${this.x}, ${this.y})`;
  }
}
class Point3 extends Point {
  constructor(x: number, y: number, public z: number) {
    super(x, y);
  }
  toString(): string {
    return super.toString().slice(0, -1) + ", " + this.z + ")";
  }
}

const p = new Point(1, 2);
const q = new Point3(3, 4, 5);
console.log(`p=${p} q=${q}`);
console.log("p is " + p + ", q is " + q);
console.log(String(p), String(q), p.toString().length);
const pts: Point[] = [p, q, new Point(-1, 0.5)];
console.log(pts.join(" ; "));
console.log(pts.map((x) => `${x}`).join(" "));

// Without a toString override, objects stringify as [object Object].
class Plain {
  v = 1;
}
const lit = { a: 1 };
console.log(`${new Plain()}`, "" + lit, String(lit), [new Plain(), lit].join("|"));

// Arrays inside templates use their own toString (join with commas).
const nums = [1, 2, 3];
const nested = [[1, 2], [3]];
console.log(`${nums} / ${nested} / ${[]} / ${[p, q]}`);

// console.log of the instance still shows the fields, not toString.
console.log(p, q);

// A toString that depends on mutable state.
class Clock {
  constructor(private minutes: number) {}
  tick(m: number): Clock {
    this.minutes = (this.minutes + m) % (24 * 60);
    return this;
  }
  toString(): string {
    const h = Math.floor(this.minutes / 60);
    const m = this.minutes % 60;
    return String(h).padStart(2, "0") + ":" + String(m).padStart(2, "0");
  }
}
const c = new Clock(23 * 60 + 30);
console.log(`${c}`, `${c.tick(45)}`, `${c.tick(60 * 24)}`, c + "!");
