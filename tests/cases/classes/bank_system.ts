// A small banking model: abstract accounts, overrides, statics and a ledger.
abstract class Account {
  static nextNumber = 1000;
  readonly number: number;
  protected balance = 0;
  readonly history: string[] = [];

  constructor(public readonly owner: string) {
    this.number = Account.nextNumber++;
  }

  abstract kind(): string;

  deposit(amount: number): void {
    this.balance += amount;
    this.history.push("+" + amount);
  }

  canWithdraw(amount: number): boolean {
    return amount <= this.balance;
  }

  withdraw(amount: number): boolean {
    if (!this.canWithdraw(amount)) {
      this.history.push("!" + amount);
      return false;
    }
    this.balance -= amount;
    this.history.push("-" + amount);
    return true;
  }

  monthEnd(): void {}

  get current(): number {
    return Math.round(this.balance * 100) / 100;
  }

  statement(): string {
    return `${this.kind()} #${this.number} ${this.owner}: ${this.current.toFixed(2)} [${this.history.join(" ")}]`;
  }
}

class Checking extends Account {
  constructor(owner: string, private overdraft: number) {
    super(owner);
  }
  kind(): string {
    return "CHK";
  }
  canWithdraw(amount: number): boolean {
    return amount <= this.balance + this.overdraft;
  }
  monthEnd(): void {
    if (this.balance < 0) {
      this.balance -= 15;
      this.history.push("fee15");
    }
  }
}

class Savings extends Account {
  static rate = 0.02;
  kind(): string {
    return "SAV";
  }
  monthEnd(): void {
    const interest = (this.balance * Savings.rate) / 12;
    this.balance += interest;
    this.history.push("int" + interest.toFixed(2));
  }
}

const accounts: Account[] = [new Checking("ann", 100), new Savings("ann"), new Checking("bo", 0)];
accounts[0].deposit(50);
accounts[1].deposit(1200);
accounts[2].deposit(10);
console.log(accounts[0].withdraw(120), accounts[2].withdraw(11), accounts[1].withdraw(200));

function transfer(from: Account, to: Account, amt: number): boolean {
  if (!from.withdraw(amt)) return false;
  to.deposit(amt);
  return true;
}
console.log(transfer(accounts[1], accounts[0], 300), transfer(accounts[2], accounts[1], 50));
for (let month = 0; month < 2; month++) for (const a of accounts) a.monthEnd();
for (const a of accounts) console.log(a.statement());
let total = 0;
for (const a of accounts) total += a.current;
console.log("total", total.toFixed(2), "next", Account.nextNumber);
