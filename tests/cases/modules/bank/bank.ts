import { Account, SavingsAccount } from "./account";
import { Result } from "./errors";

export class Bank {
  private accounts: Account[] = [];
  open(owner: string, initial: number): Account {
    const a = new Account(owner, initial);
    this.accounts.push(a);
    return a;
  }
  openSavings(owner: string, initial: number, rate: number): SavingsAccount {
    const a = new SavingsAccount(owner, initial, rate);
    this.accounts.push(a);
    return a;
  }
  transfer(from: Account, to: Account, amount: number): Result {
    const r = from.withdraw(amount);
    if (!r.ok) return r;
    return to.deposit(amount);
  }
  total(): number {
    return this.accounts.reduce((s, a) => s + a.current, 0);
  }
  summary(): string {
    return this.accounts.map((a) => `${a.id}:${a.owner}=${a.current}`).join(" ");
  }
}
