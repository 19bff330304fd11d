// Arrow functions capture `this` from the enclosing method.
class Scaler {
  factor: number;
  constructor(f: number) {
    this.factor = f;
  }
  scaleAll(xs: number[]): number[] {
    return xs.map((x) => x * this.factor);
  }
  makeScaler(): (x: number) => number {
    return (x) => x * this.factor;
  }
}
const s = new Scaler(3);
const f = s.makeScaler();
console.log(s.scaleAll([1, 2, 3]).join(","), f(10));
s.factor = 5;
console.log(f(10));

// Arrow-valued fields bind `this` at construction, so they work as detached callbacks.
class Tally {
  total = 0;
  count = 0;
  add = (x: number): void => {
    this.total += x;
    this.count++;
  };
  avg(): number {
    return this.count === 0 ? 0 : this.total / this.count;
  }
}
const t = new Tally();
[4, 8, 15, 16, 23, 42].forEach(t.add);
const detached = t.add;
detached(2);
console.log(t.total, t.count, t.avg().toFixed(3));

// Nested arrows all see the same `this`.
class Grid {
  cells: string[] = [];
  constructor(public w: number, public h: number) {}
  fill(ch: string): Grid {
    const rows = Array.from({ length: this.h }, (_, y) => y);
    rows.forEach((y) => {
      const cols = Array.from({ length: this.w }, (_, x) => x);
      cols.forEach((x) => {
        this.cells.push((x + y) % 2 === 0 ? ch : ".");
      });
    });
    return this;
  }
  text(): string {
    const lines: string[] = [];
    for (let y = 0; y < this.h; y++) lines.push(this.cells.slice(y * this.w, (y + 1) * this.w).join(""));
    return lines.join("\n");
  }
}
console.log(new Grid(5, 3).fill("#").text());

// Methods used as callbacks through an arrow wrapper.
class Formatter {
  constructor(private prefix: string) {}
  fmt(x: number): string {
    return this.prefix + x.toFixed(1);
  }
}
const fm = new Formatter("$");
console.log([1, 2.25, 3.5].map((x) => fm.fmt(x)).join(" "));

// An arrow in an object literal method captures the method's `this`.
const counter = {
  n: 0,
  bumpLater(): () => number {
    return () => ++this.n;
  },
};
const bump = counter.bumpLater();
bump();
bump();
console.log(counter.n, bump(), counter.n);
