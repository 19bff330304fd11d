// Object literals standing for class instances (TypeScript is structural).
class Money {
  amount = 0;
  currency = "EUR";
  format(): string {
    return this.amount.toFixed(2) + " " + this.currency;
  }
  add(other: Money): Money {
    const m = new Money();
    m.amount = this.amount + other.amount;
    m.currency = this.currency;
    return m;
  }
  log(prefix: string): void {
    console.log(prefix, this.format());
  }
}

function total(items: Money[]): Money {
  let sum = new Money();
  for (const it of items) sum = sum.add(it);
  return sum;
}

const lit: Money = {
  amount: 12.5,
  currency: "USD",
  format(): string {
    return "$" + this.amount.toFixed(2);
  },
  add(other: Money): Money {
    return other;
  },
  log: (prefix: string) => console.log(prefix, "literal"),
};
const real = new Money();
real.amount = 3;
console.log(lit.format(), real.format());
console.log(total([real, lit, real]).format());
console.log(lit.add(real) === real, lit instanceof Money, real instanceof Money);
lit.log("lit:");
real.log("real:");
const pick = (m: Money) => m.amount + m.currency.length;
console.log(pick(lit), pick(real));
lit.amount += 1;
console.log(lit.amount, lit.format());
console.log(lit);
console.log(JSON.stringify(lit), JSON.stringify(real));
console.log(Object.keys(lit), Object.keys(real));
console.log("format" in lit, "amount" in real);

// A base class with a subclass and a literal: calls through the base type
// dispatch to the right function in each case.
class Shape {
  name = "shape";
  area(): number {
    return 0;
  }
  describe(): string {
    return this.name + " with area " + this.area().toFixed(1);
  }
}
class Rect extends Shape {
  constructor(
    public w: number,
    public h: number,
  ) {
    super();
    this.name = "rect";
  }
  area(): number {
    return this.w * this.h;
  }
}
const tri: Shape = {
  name: "triangle",
  area: () => 0.5 * 3 * 4,
  describe(): string {
    return "a " + this.name + " of " + this.area();
  },
};
const shapes: Shape[] = [new Shape(), new Rect(2, 3), tri];
for (const s of shapes) console.log(s.describe(), s.area(), s instanceof Shape, s instanceof Rect);
console.log(shapes.map((s) => s.area()).reduce((a, b) => a + b, 0));
console.log(shapes.filter((s) => s.name.length > 4).map((s) => s.name));

// A literal returned from a function typed with the class, in a loop.
class Counter {
  count = 0;
  step = 1;
  next(): number {
    this.count += this.step;
    return this.count;
  }
}
function makeCounter(step: number): Counter {
  return {
    count: 100,
    step: step,
    next(): number {
      this.count -= this.step;
      return this.count;
    },
  };
}
const counters: Counter[] = [new Counter(), makeCounter(5)];
for (let i = 0; i < 3; i++) console.log(counters.map((c) => c.next()).join(","));
console.log(counters);
