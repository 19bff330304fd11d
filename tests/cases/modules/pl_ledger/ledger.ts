import { type Cents, Currency, percentOf } from "./money";
import fmt from "./money";
import { InsufficientFunds, LedgerError, UnknownAccount } from "./errors";

export enum Kind {
  Deposit = "deposit",
  Withdrawal = "withdrawal",
  Transfer = "transfer",
  Interest = "interest",
  Fee = "fee",
}

export interface Entry {
  seq: number;
  kind: Kind;
  account: string;
  amount: Cents;
  balance: Cents;
  memo?: string;
}

export class Account {
  private _balance: Cents = 0;
  constructor(readonly id: string, readonly owner: string, readonly overdraft: Cents = 0) {}
  get balance(): Cents {
    return this._balance;
  }
  apply(delta: Cents): Cents {
    if (this._balance + delta < -this.overdraft) {
      throw new InsufficientFunds(this.id, -delta, this._balance + this.overdraft);
    }
    this._balance += delta;
    return this._balance;
  }
}

export class Ledger {
  private accounts = new Map<string, Account>();
  private entries: Entry[] = [];
  private seq = 0;

  constructor(readonly currency: Currency) {}

  open(id: string, owner: string, overdraft: Cents = 0): Account {
    if (this.accounts.has(id)) throw new LedgerError(`account ${id} exists`, "E_DUP");
    const acc = new Account(id, owner, overdraft);
    this.accounts.set(id, acc);
    return acc;
  }

  get(id: string): Account {
    const acc = this.accounts.get(id);
    if (!acc) throw new UnknownAccount(id);
    return acc;
  }

  private post(kind: Kind, account: string, amount: Cents, memo?: string): Entry {
    const balance = this.get(account).apply(amount);
    const e: Entry = { seq: ++this.seq, kind, account, amount, balance };
    if (memo !== undefined) e.memo = memo;
    this.entries.push(e);
    return e;
  }

  deposit(id: string, amount: Cents, memo?: string): Entry {
    if (amount <= 0) throw new LedgerError("deposit must be positive", "E_AMOUNT");
    return this.post(Kind.Deposit, id, amount, memo);
  }

  withdraw(id: string, amount: Cents): Entry {
    return this.post(Kind.Withdrawal, id, -amount);
  }

  transfer(from: string, to: string, amount: Cents): [Entry, Entry] {
    this.get(to); // fail before touching the source
    const out = this.post(Kind.Transfer, from, -amount, `to ${to}`);
    const inn = this.post(Kind.Transfer, to, amount, `from ${from}`);
    return [out, inn];
  }

  accrue(ratePct: number): Cents {
    let total = 0;
    for (const acc of this.accounts.values()) {
      if (acc.balance <= 0) continue;
      const interest = percentOf(acc.balance, ratePct);
      if (interest > 0) {
        this.post(Kind.Interest, acc.id, interest, `${ratePct}%`);
        total += interest;
      }
    }
    return total;
  }

  statement(id: string): string[] {
    const acc = this.get(id);
    const rows = this.entries
      .filter((e) => e.account === id)
      .map(
        (e) =>
          `${String(e.seq).padStart(3, "0")} ${e.kind.padEnd(10)} ${fmt(e.amount, this.currency).padStart(16)} ${fmt(e.balance, this.currency).padStart(16)}${e.memo ? "  " + e.memo : ""}`,
      );
    return [`${acc.id} (${acc.owner})`, ...rows, `${"".padEnd(14)}balance ${fmt(acc.balance, this.currency).padStart(16)}`];
  }

  totals(): Record<string, Cents> {
    const out: Record<string, Cents> = {};
    for (const e of this.entries) out[e.kind] = (out[e.kind] ?? 0) + e.amount;
    return out;
  }

  get size(): number {
    return this.entries.length;
  }
}
