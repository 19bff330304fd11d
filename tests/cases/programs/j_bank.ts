// Bank account simulation with custom errors and try/catch/finally.
abstract class BankError extends Error {
  abstract readonly code: string;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

class InsufficientFunds extends BankError {
  readonly code = "E_FUNDS";
  constructor(readonly account: string, readonly shortBy: number) {
    super(`account ${account} is short by ${shortBy.toFixed(2)}`);
  }
}

class AccountFrozen extends BankError {
  readonly code = "E_FROZEN";
  constructor(readonly account: string) {
    super(`account ${account} is frozen`);
  }
}

class InvalidAmount extends BankError {
  readonly code = "E_AMOUNT";
  constructor(amount: number) {
    super(`invalid amount: ${amount}`);
  }
}

enum TxKind {
  Deposit,
  Withdraw,
  TransferIn,
  TransferOut,
  Interest,
}

type Tx = readonly [kind: TxKind, amount: number, balance: number];

class Account {
  private static nextId = 1;
  readonly id: string;
  #balance = 0;
  private history: Tx[] = [];
  frozen = false;

  constructor(readonly owner: string, private readonly overdraft = 0) {
    this.id = `AC${String(Account.nextId++).padStart(3, "0")}`;
  }

  get balance(): number {
    return Math.round(this.#balance * 100) / 100;
  }

  private record(kind: TxKind, amount: number): void {
    this.history.push([kind, amount, this.balance]);
  }

  private check(amount: number): void {
    if (this.frozen) throw new AccountFrozen(this.id);
    if (!Number.isFinite(amount) || amount <= 0) throw new InvalidAmount(amount);
  }

  deposit(amount: number, kind = TxKind.Deposit): this {
    this.check(amount);
    this.#balance += amount;
    this.record(kind, amount);
    return this;
  }

  withdraw(amount: number, kind = TxKind.Withdraw): this {
    this.check(amount);
    const available = this.#balance + this.overdraft;
    if (amount > available) throw new InsufficientFunds(this.id, amount - available);
    this.#balance -= amount;
    this.record(kind, amount);
    return this;
  }

  statement(): string[] {
    return this.history.map(([kind, amount, bal], i) =>
      `${String(i + 1).padStart(2)} ${TxKind[kind].padEnd(11)} ${amount.toFixed(2).padStart(9)} ${bal.toFixed(2).padStart(9)}`);
  }

  get txCount(): number {
    return this.history.length;
  }
}

class Bank {
  private accounts = new Map<string, Account>();
  readonly log: string[] = [];

  open(owner: string, initial = 0, overdraft?: number): Account {
    const acct = new Account(owner, overdraft);
    if (initial > 0) acct.deposit(initial);
    this.accounts.set(acct.id, acct);
    return acct;
  }

  get(id: string): Account {
    const a = this.accounts.get(id);
    if (a === undefined) throw new RangeError(`no account ${id}`);
    return a;
  }

  transfer(from: string, to: string, amount: number): boolean {
    let step = "start";
    try {
      const src = this.get(from);
      const dst = this.get(to);
      step = "withdraw";
      src.withdraw(amount, TxKind.TransferOut);
      step = "deposit";
      try {
        dst.deposit(amount, TxKind.TransferIn);
      } catch (e) {
        src.deposit(amount, TxKind.TransferIn); // roll back
        throw e;
      }
      step = "done";
      return true;
    } catch (e) {
      if (e instanceof BankError) {
        this.log.push(`[${e.code}] ${e.name}: ${e.message}`);
        return false;
      }
      throw e;
    } finally {
      this.log.push(`transfer ${from}->${to} ${amount} ended at ${step}`);
    }
  }

  applyInterest(rate: number): number {
    let paid = 0;
    for (const acct of this.accounts.values()) {
      const interest = +(acct.balance * rate).toFixed(2);
      if (interest <= 0) continue;
      try {
        acct.deposit(interest, TxKind.Interest);
        paid += interest;
      } catch (e) {
        this.log.push(`interest skipped for ${acct.id}: ${(e as Error).message}`);
      }
    }
    return paid;
  }

  summary(): Record<string, number> {
    return Object.fromEntries([...this.accounts].map(([id, a]) => [`${id}/${a.owner}`, a.balance]));
  }
}

const bank = new Bank();
const alice = bank.open("alice", 500);
const bob = bank.open("bob", 50, 100);
const carol = bank.open("carol");

console.log(bank.transfer(alice.id, bob.id, 120.5));
console.log(bank.transfer(bob.id, carol.id, 260));
console.log(bank.transfer(bob.id, carol.id, 250));
carol.frozen = true;
console.log(bank.transfer(alice.id, carol.id, 10));
console.log(alice.balance, bob.balance, carol.balance);
try {
  bank.transfer(alice.id, "AC999", 1);
} catch (e) {
  console.log(e instanceof RangeError, (e as Error).message);
}
for (const bad of [-5, 0, NaN, Infinity]) {
  try {
    alice.deposit(bad);
  } catch (e) {
    const err = e as BankError;
    console.log(err.code, err.message, err instanceof InvalidAmount, err instanceof BankError, err instanceof Error);
  }
}
console.log("interest paid:", bank.applyInterest(0.015).toFixed(2));
carol.frozen = false;
console.log(bank.log.join("\n"));
console.log(alice.statement().join("\n"));
console.log(bob.statement().join("\n"));
console.log(JSON.stringify(bank.summary(), null, 2));
const err = new InsufficientFunds("X", 1.5);
console.log(err.name, String(err), Object.keys(err).sort().join(","), err.stack?.split("\n")[0]);
const totals = [alice, bob, carol].reduce(
  (acc, a) => ({ count: acc.count + a.txCount, sum: acc.sum + a.balance }),
  { count: 0, sum: 0 },
);
console.log(totals, `${totals.sum.toFixed(2)} over ${totals.count} txs`);
