// Fields with initialisers, a constructor, methods and `this`.
class Counter {
  count = 0;
  step: number;
  name: string;
  history: number[] = [];

  constructor(name: string, step: number) {
    this.name = name;
    this.step = step;
  }

  inc(): number {
    this.count += this.step;
    this.history.push(this.count);
    return this.count;
  }

  reset(): void {
    this.count = 0;
  }

  describe(): string {
    return `${this.name}@${this.count} (${this.history.length} steps)`;
  }
}

const a = new Counter("a", 1);
const b = new Counter("b", 5);
a.inc();
a.inc();
b.inc();
console.log(a.describe(), b.describe());
a.reset();
console.log(a.describe(), a.history.join(","));
console.log(a.count, b.count, a.step + b.step);

// Each instance has its own array initialiser.
console.log(a.history === b.history, b.history.length);

// Methods calling methods, returning this-derived values.
class Rect {
  w: number;
  h: number;
  constructor(w: number, h: number) {
    this.w = w;
    this.h = h;
  }
  area(): number {
    return this.w * this.h;
  }
  perimeter(): number {
    return 2 * (this.w + this.h);
  }
  isSquare(): boolean {
    return this.w === this.h;
  }
  grow(d: number): Rect {
    return new Rect(this.w + d, this.h + d);
  }
  ratio(): string {
    return (this.area() / this.perimeter()).toFixed(3);
  }
}
const r = new Rect(3, 4);
const g = r.grow(1).grow(1);
console.log(r.area(), r.perimeter(), r.isSquare(), g.w, g.h, g.area(), g.ratio());
console.log(new Rect(2, 2).isSquare(), r);

// A class with no constructor.
class Empty {
  hello(): string {
    return "hi";
  }
}
console.log(new Empty().hello(), new Empty());
