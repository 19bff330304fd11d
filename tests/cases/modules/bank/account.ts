import { Result, ok, fail } from "./errors";

let nextId = 1000;

export class Account {
  readonly id: number;
  private history: number[] = [];
  constructor(public owner: string, private balance: number = 0) {
    this.id = nextId++;
  }
  get current(): number {
    return this.balance;
  }
  deposit(amount: number): Result {
    if (amount <= 0) return fail(`invalid deposit ${amount}`);
    this.balance += amount;
    this.history.push(amount);
    return ok(`deposited ${amount}`);
  }
  withdraw(amount: number): Result {
    if (amount > this.balance) return fail(`insufficient funds for ${amount} (have ${this.balance})`);
    this.balance -= amount;
    this.history.push(-amount);
    return ok(`withdrew ${amount}`);
  }
  transactions(): number {
    return this.history.length;
  }
}

export class SavingsAccount extends Account {
  constructor(owner: string, balance: number, public rate: number) {
    super(owner, balance);
  }
  addInterest(): Result {
    const interest = Math.round(this.current * this.rate * 100) / 100;
    return this.deposit(interest);
  }
  withdraw(amount: number): Result {
    if (amount > 500) return fail("savings withdrawals are limited to 500");
    return super.withdraw(amount);
  }
}

export function issuedIds(): number {
  return nextId - 1000;
}
