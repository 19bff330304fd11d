// Classes that hold closures: strategies, callbacks registered per instance.
type Strategy = (price: number) => number;

class Checkout {
  private items: number[] = [];
  constructor(private discount: Strategy) {}
  add(price: number): Checkout {
    this.items.push(price);
    return this;
  }
  setDiscount(d: Strategy): void {
    this.discount = d;
  }
  total(): number {
    let t = 0;
    for (const p of this.items) t += this.discount(p);
    return Math.round(t * 100) / 100;
  }
}

const none: Strategy = (p) => p;
const tenPercent: Strategy = (p) => p * 0.9;
function threshold(limit: number, off: number): Strategy {
  return (p) => (p >= limit ? p - off : p);
}
const co = new Checkout(none).add(10).add(25).add(100);
console.log(co.total());
co.setDiscount(tenPercent);
console.log(co.total());
co.setDiscount(threshold(20, 5));
console.log(co.total());

// A class that builds closures capturing both `this` and local variables.
class Multiplier {
  constructor(public factor: number) {}
  table(n: number): (() => string)[] {
    const out: (() => string)[] = [];
    for (let i = 1; i <= n; i++) out.push(() => `${i}x${this.factor}=${i * this.factor}`);
    return out;
  }
}
const m = new Multiplier(7);
const fns = m.table(3);
console.log(fns.map((f) => f()).join(" "));
m.factor = 8;
console.log(fns.map((f) => f()).join(" "));

// Instances with per-instance arrow fields capturing constructor parameters.
class Validator {
  check: (s: string) => boolean;
  constructor(minLen: number, mustContain: string) {
    this.check = (s) => s.length >= minLen && s.includes(mustContain);
  }
}
const v1 = new Validator(3, "a");
const v2 = new Validator(5, "!");
const inputs = ["ab", "abc", "hello!", "bang!!", "xyz"];
console.log(inputs.map((s) => (v1.check(s) ? "1" : "0") + (v2.check(s) ? "1" : "0")).join(" "));
console.log(inputs.filter(v1.check).join(","), inputs.filter(v2.check).join(","));
