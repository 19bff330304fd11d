// Bank account simulation with custom Error subclasses and try/catch/finally.
class BankError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
class InsufficientFunds extends BankError {
  constructor(public readonly account: string, public readonly needed: number, public readonly available: number) {
    super(`account ${account} needs ${needed.toFixed(2)} but has ${available.toFixed(2)}`);
  }
}
class AccountFrozen extends BankError {
  constructor(readonly account: string) { super(`account ${account} is frozen`); }
}
class InvalidAmount extends BankError {}

enum TxKind { Deposit = "DEP", Withdraw = "WDR", TransferIn = "TIN", TransferOut = "TOUT", Fee = "FEE" }

interface Tx { kind: TxKind; amount: number; balance: number; note?: string; }

abstract class Account {
  private static nextId = 1000;
  readonly id: string;
  protected _balance = 0;
  frozen = false;
  readonly history: Tx[] = [];
  constructor(readonly owner: string) { this.id = `${this.prefix()}${Account.nextId++}`; }
  protected abstract prefix(): string;
  abstract monthEnd(): void;
  get balance(): number { return Math.round(this._balance * 100) / 100; }
  protected record(kind: TxKind, amount: number, note?: string): void {
    this.history.push({ kind, amount, balance: this.balance, note });
  }
  protected check(amount: number): void {
    if (this.frozen) throw new AccountFrozen(this.id);
    if (!(amount > 0) || !Number.isFinite(amount)) throw new InvalidAmount(`bad amount ${amount}`);
  }
  deposit(amount: number, kind = TxKind.Deposit): void {
    this.check(amount);
    this._balance += amount;
    this.record(kind, amount);
  }
  withdraw(amount: number, kind = TxKind.Withdraw): void {
    this.check(amount);
    if (amount > this.available()) throw new InsufficientFunds(this.id, amount, this.available());
    this._balance -= amount;
    this.record(kind, amount);
  }
  protected available(): number { return this._balance; }
  toString(): string { return `${this.id}[${this.owner}] ${this.balance.toFixed(2)}`; }
}

class Checking extends Account {
  constructor(owner: string, private overdraft = 100) { super(owner); }
  protected prefix() { return "CHK"; }
  protected override available(): number { return this._balance + this.overdraft; }
  monthEnd(): void {
    if (this._balance < 0) {
      this._balance -= 15;
      this.record(TxKind.Fee, 15, "overdraft fee");
    }
  }
}

class Savings extends Account {
  static readonly RATE = 0.02;
  protected prefix() { return "SAV"; }
  monthEnd(): void {
    const interest = Math.round(this._balance * Savings.RATE / 12 * 100) / 100;
    if (interest > 0) this.deposit(interest);
  }
}

class Bank {
  private accounts = new Map<string, Account>();
  auditLog: string[] = [];
  open<T extends Account>(acct: T): T { this.accounts.set(acct.id, acct); return acct; }
  transfer(from: string, to: string, amount: number): boolean {
    const a = this.accounts.get(from), b = this.accounts.get(to);
    this.auditLog.push(`begin ${from}->${to} ${amount}`);
    try {
      if (!a || !b) throw new BankError(`unknown account ${!a ? from : to}`);
      a.withdraw(amount, TxKind.TransferOut);
      try {
        b.deposit(amount, TxKind.TransferIn);
      } catch (e) {
        a.deposit(amount, TxKind.Deposit); // refund
        throw e;
      }
      return true;
    } catch (e) {
      if (e instanceof InsufficientFunds) this.auditLog.push(`short by ${(e.needed - e.available).toFixed(2)}`);
      else if (e instanceof BankError) this.auditLog.push(`${e.name}: ${e.message}`);
      else throw e;
      return false;
    } finally {
      this.auditLog.push(`end ${from}->${to}`);
    }
  }
  monthEnd(): void { for (const a of this.accounts.values()) a.monthEnd(); }
  get total(): number { return [...this.accounts.values()].reduce((s, a) => s + a.balance, 0); }
}

const bank = new Bank();
const chk = bank.open(new Checking("Ana", 50));
const sav = bank.open(new Savings("Ana"));
const bob = bank.open(new Checking("Bob"));
chk.deposit(200);
sav.deposit(1000);
console.log(bank.transfer(chk.id, bob.id, 230));
console.log(bank.transfer(chk.id, bob.id, 50));
console.log(bank.transfer(sav.id, "CHK9999", 10));
bob.frozen = true;
console.log(bank.transfer(sav.id, bob.id, 100));
bob.frozen = false;
for (const bad of [-5, 0, NaN, Infinity]) {
  try { sav.withdraw(bad); } catch (e) { console.log((e as Error).name, (e as Error).message); }
}
bank.monthEnd();
console.log(`${chk}`, String(sav), bob.toString());
console.log("total", bank.total.toFixed(2));
console.log(bank.auditLog);
console.log(chk.history.map(({ kind, amount, balance, note }) => `${kind} ${amount} -> ${balance}${note ? ` (${note})` : ""}`));
const e = new InsufficientFunds("X", 1, 0);
console.log(e instanceof InsufficientFunds, e instanceof BankError, e instanceof Error, e.name, Object.keys(e).sort());
function risky(n: number): string {
  try {
    if (n === 0) throw new InvalidAmount("zero");
    return "ok " + n;
  } catch (err) {
    return "caught " + (err instanceof BankError ? err.name : "?");
  } finally {
    console.log("finally for", n);
  }
}
console.log(risky(1), risky(0));
