// A class instance seen through `any` (an `as any` escape hatch, a loose
// container): its fields, getters and methods, with the arguments converted
// to what each method takes and the result boxed back.
class Account {
  private history: number[] = [];
  constructor(public owner: string, private balance = 0) {}
  deposit(amount: number, note?: string): this {
    this.balance += amount;
    this.history.push(amount);
    if (note) console.log(`note: ${note}`);
    return this;
  }
  get total(): number { return this.balance; }
  describe(prefix: string): string { return `${prefix} ${this.owner}: ${this.balance.toFixed(2)}`; }
  entries(): number[] { return this.history.slice(); }
  isRich(limit: number): boolean { return this.balance > limit; }
}
class Savings extends Account {
  rate = 0.02;
  interest(): number { return this.total * this.rate; }
}
const acct = new Savings("ann", 100);
const loose = acct as any;
loose.deposit(50).deposit(25.5, "bonus");
console.log(loose.total, loose.owner, loose.rate, loose.balance, loose.missing);
console.log(loose.describe("acct"), loose.interest().toFixed(3), loose.isRich(150), loose.isRich(1e6));
console.log(loose.entries().map((x: number) => x * 2), (acct as any).entries().length);
const bag: any[] = [acct, { owner: "plain" }];
for (const b of bag) console.log(b.owner, typeof b.describe);
try { loose.nope(); } catch (e) { console.log((e as Error).name, (e as Error).message); }
