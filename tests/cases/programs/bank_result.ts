type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };
const ok = <T,>(value: T): Result<T, never> => ({ ok: true, value });
const err = <E,>(error: E): Result<never, E> => ({ ok: false, error });

class InsufficientFunds extends Error {
  constructor(public readonly needed: number) {
    super(`insufficient funds: need ${needed.toFixed(2)} more`);
    this.name = "InsufficientFunds";
  }
}

interface Account { readonly id: string; owner: string; balance: number; history: Tx[] }
interface Tx { kind: "deposit" | "withdraw" | "transfer"; amount: number; at: number }

class Bank {
  private accounts = new Map<string, Account>();
  private clock = 0;
  open(owner: string, initial = 0): Account {
    const id = `AC${String(this.accounts.size + 1).padStart(3, "0")}`;
    const acct: Account = { id, owner, balance: initial, history: [] };
    this.accounts.set(id, acct);
    return acct;
  }
  find(id: string): Result<Account> {
    const a = this.accounts.get(id);
    return a ? ok(a) : err(`no account ${id}`);
  }
  deposit(id: string, amount: number): Result<number> {
    const r = this.find(id);
    if (!r.ok) return r;
    r.value.balance += amount;
    r.value.history.push({ kind: "deposit", amount, at: ++this.clock });
    return ok(r.value.balance);
  }
  withdraw(id: string, amount: number): number {
    const r = this.find(id);
    if (!r.ok) throw new Error(r.error);
    const a = r.value;
    if (a.balance < amount) throw new InsufficientFunds(amount - a.balance);
    a.balance -= amount;
    a.history.push({ kind: "withdraw", amount, at: ++this.clock });
    return a.balance;
  }
  transfer(from: string, to: string, amount: number): Result<[number, number]> {
    try {
      const left = this.withdraw(from, amount);
      const dep = this.deposit(to, amount);
      if (!dep.ok) { this.deposit(from, amount); return dep; }
      return ok([left, dep.value]);
    } catch (e) {
      if (e instanceof InsufficientFunds) return err(`${e.name}: ${e.message} (${e.needed})`);
      return err(e instanceof Error ? e.message : String(e));
    }
  }
  report(): string {
    return [...this.accounts.values()]
      .sort((x, y) => y.balance - x.balance || x.owner.localeCompare(y.owner))
      .map(({ id, owner, balance, history }) => `${id} ${owner.padEnd(6)} ${balance.toFixed(2).padStart(9)} (${history.length} tx)`)
      .join("\n");
  }
}

const bank = new Bank();
const alice = bank.open("alice", 100);
const bob = bank.open("bob");
console.log(bank.deposit(bob.id, 50.5));
console.log(bank.transfer(alice.id, bob.id, 30));
console.log(bank.transfer(bob.id, alice.id, 1000));
console.log(bank.transfer(alice.id, "AC999", 10));
console.log(bank.find("AC999"));
try { bank.withdraw("nope", 1); } catch (e) { console.log(String(e)); }
console.log(bank.report());
const totals = alice.history.reduce<Record<string, number>>((acc, t) => { acc[t.kind] = (acc[t.kind] ?? 0) + t.amount; return acc; }, {});
console.log(totals, JSON.stringify(bob));
