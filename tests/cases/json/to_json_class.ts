class Money {
  constructor(public cents: number) {}
  toJSON(key: string): string { return key + "=" + (this.cents / 100).toFixed(2); }
}
class Plain { constructor(public a: number) {} }
class Sub extends Money { extra = 1; }
class NoArg { x = 1; toJSON() { return { wrapped: this.x }; } }
interface Invoice { id: number; total: Money }
const inv: Invoice = { id: 1, total: new Money(1250) };
console.log(JSON.stringify(inv));
console.log(JSON.stringify(new Money(5)));
console.log(JSON.stringify([new Money(1), new Plain(2), new Sub(3)]));
console.log(JSON.stringify({ a: new NoArg(), b: [new NoArg()] }, null, 2));
const rec: Record<string, Money> = { x: new Money(7) };
console.log(JSON.stringify(rec));
const m = new Map<string, Money>([["k", new Money(9)]]);
console.log(JSON.stringify(Object.fromEntries(m)));
console.log(JSON.stringify(m));
console.log(JSON.stringify([new Money(1)], (k, v) => typeof v === "string" ? v.toUpperCase() : v));
// toJSON's result is not itself asked for toJSON, but its properties are
class Outer { toJSON() { return new Money(42); } }
class Holder { toJSON(): object { return { inner: new Money(3) }; } }
console.log(JSON.stringify([new Outer(), new Holder()]));
// a getter, a subclass that overrides toJSON, and %j
class Base { constructor(public n: number) {} toJSON(): unknown { return "base" + this.n; } }
class Derived extends Base { override toJSON(): unknown { return { derived: this.n }; } }
const bs: Base[] = [new Base(1), new Derived(2)];
console.log(JSON.stringify(bs));
console.log("%j", new Base(5));
