// Transfers between accounts that roll back when a step fails.
class InsufficientFunds extends Error {
  constructor(public account: string, public needed: number) {
    super(`account ${account} is short by ${needed}`);
    this.name = "InsufficientFunds";
  }
}
class FrozenAccount extends Error {
  constructor(account: string) {
    super("account " + account + " is frozen");
    this.name = "FrozenAccount";
  }
}
class Account {
  history: string[] = [];
  constructor(public id: string, public balance: number, public frozen: boolean) {}
  withdraw(n: number): void {
    if (this.frozen) throw new FrozenAccount(this.id);
    if (n > this.balance) throw new InsufficientFunds(this.id, n - this.balance);
    this.balance -= n;
    this.history.push("-" + n);
  }
  deposit(n: number): void {
    if (this.frozen) throw new FrozenAccount(this.id);
    this.balance += n;
    this.history.push("+" + n);
  }
}

let committed = 0;
let rolledBack = 0;
function transfer(from: Account, to: Account, amount: number): boolean {
  const before = [from.balance, to.balance];
  let withdrew = false;
  try {
    from.withdraw(amount);
    withdrew = true;
    to.deposit(amount);
    committed++;
    return true;
  } catch (e) {
    if (withdrew) from.balance = before[0];
    rolledBack++;
    if (e instanceof InsufficientFunds) console.log("  declined:", e.message, "(needs", e.needed + ")");
    else if (e instanceof FrozenAccount) console.log("  blocked:", e.message);
    else throw e;
    return false;
  } finally {
    console.log(`  ${from.id}=${from.balance} ${to.id}=${to.balance}`);
  }
}

const a = new Account("A", 100, false);
const b = new Account("B", 50, false);
const c = new Account("C", 0, true);
const plan: { from: Account; to: Account; amount: number }[] = [
  { from: a, to: b, amount: 30 },
  { from: b, to: a, amount: 500 },
  { from: a, to: c, amount: 10 },
  { from: c, to: a, amount: 1 },
  { from: b, to: a, amount: 80 },
];
for (const t of plan) {
  console.log(t.from.id, "->", t.to.id, t.amount, transfer(t.from, t.to, t.amount));
}
console.log("committed", committed, "rolled back", rolledBack);
console.log(a.history, b.history, c.history);
