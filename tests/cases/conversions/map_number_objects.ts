class Money {
  constructor(public cents: number) {}
  valueOf(): number { return this.cents / 100; }
  toString(): string { return `$${(this.cents / 100).toFixed(2)}`; }
}
const ms = [new Money(150), new Money(275)];
console.log(ms.map(Number));
console.log(ms.map(String));
console.log(ms.map(Boolean));
const objs = [{ a: 1 }, { a: 2 }];
console.log(objs.map(String), objs.map(Number));
console.log(["1", "x", "3"].map(Number), [0, 1, 2].map(Boolean), [1, 2].map(String));
