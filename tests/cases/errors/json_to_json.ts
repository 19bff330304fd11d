// JSON.stringify does not call toJSON methods of compiled classes or object
// literals, so a value whose static type has one is rejected, not misprinted.
class Money {
  constructor(public cents: number) {}
  toJSON(): string { return (this.cents / 100).toFixed(2); }
}
interface Invoice { id: number; total: Money }
const inv: Invoice = { id: 1, total: new Money(1250) };
console.log(JSON.stringify(inv)); // expect error: unsupported: JSON.stringify of a value whose type has a toJSON method (it would not be called)
const lit = { n: 1, toJSON() { return "lit"; } };
console.log(JSON.stringify([lit])); // expect error: unsupported: JSON.stringify of a value whose type has a toJSON method (it would not be called)
console.log(JSON.stringify({ id: 2 }));
