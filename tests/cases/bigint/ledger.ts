// A ledger of bigint balances in classes: fields, compound assignment, ++/--, interest in fixed point.
class Account {
  private history: bigint[] = [];
  constructor(readonly name: string, private balance: bigint) {}
  deposit(amount: bigint): void {
    if (amount <= 0n) throw new RangeError(`bad deposit ${amount}`);
    this.balance += amount;
    this.history.push(amount);
  }
  withdraw(amount: bigint): void {
    if (amount > this.balance) throw new Error(`${this.name}: insufficient funds (${this.balance} < ${amount})`);
    this.balance -= amount;
    this.history.push(-amount);
  }
  applyInterest(ratePpm: bigint): void {
    // rate in parts per million, rounding half up
    const interest = (this.balance * ratePpm + 500_000n) / 1_000_000n;
    this.balance += interest;
  }
  get total(): bigint {
    return this.balance;
  }
  transactions(): number {
    return this.history.length;
  }
}
const acct = new Account("ann", 1_000_000_000_000_000_000n);
acct.deposit(123n);
acct.withdraw(23n);
for (let year = 0; year < 30; year++) acct.applyInterest(45_000n);
console.log(acct.name, acct.total, acct.transactions());
try {
  acct.withdraw(10n ** 30n);
} catch (e) {
  console.log((e as Error).message);
}
try {
  acct.deposit(-5n);
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
let ticks = 0n;
const counter = { n: 0n };
for (let i = 0; i < 1000; i++) {
  ticks++;
  counter.n += ticks;
}
ticks--;
console.log(ticks, counter.n, counter);
const sums = new Map<string, bigint>();
const items: [string, bigint][] = [["a", 10n ** 20n], ["b", 1n], ["a", 10n ** 20n], ["c", -5n], ["b", 2n]];
for (const [k, v] of items) sums.set(k, (sums.get(k) ?? 0n) + v);
console.log(sums);
