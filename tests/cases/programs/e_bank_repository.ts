// Generic repository + domain entities
interface Entity {
  readonly id: number;
}

interface Repository<T extends Entity> {
  save(item: T): T;
  find(id: number): T | undefined;
  findAll(predicate?: (t: T) => boolean): T[];
  delete(id: number): boolean;
  readonly count: number;
}

class InMemoryRepo<T extends Entity> implements Repository<T>, Iterable<T> {
  protected items = new Map<number, T>();
  save(item: T): T {
    this.items.set(item.id, item);
    return item;
  }
  find(id: number): T | undefined {
    return this.items.get(id);
  }
  findAll(predicate: (t: T) => boolean = () => true): T[] {
    return [...this.items.values()].filter(predicate);
  }
  delete(id: number): boolean {
    return this.items.delete(id);
  }
  get count(): number {
    return this.items.size;
  }
  *[Symbol.iterator](): Iterator<T> {
    for (const v of this.items.values()) yield v;
  }
}

abstract class Account implements Entity {
  private static seq = 100;
  readonly id = ++Account.seq;
  protected balanceCents = 0;
  readonly history: { kind: "dep" | "wd" | "fee" | "int"; cents: number }[] = [];

  constructor(readonly owner: string) {}

  abstract get kind(): string;
  protected abstract canWithdraw(cents: number): boolean;

  get balance(): number {
    return this.balanceCents / 100;
  }

  deposit(amount: number): this {
    if (amount <= 0) throw new RangeError(`deposit must be positive, got ${amount}`);
    const cents = Math.round(amount * 100);
    this.balanceCents += cents;
    this.history.push({ kind: "dep", cents });
    return this;
  }

  withdraw(amount: number): this {
    const cents = Math.round(amount * 100);
    if (!this.canWithdraw(cents)) throw new Error(`${this.owner}: insufficient funds for ${amount.toFixed(2)}`);
    this.balanceCents -= cents;
    this.history.push({ kind: "wd", cents });
    return this;
  }

  monthEnd(): void {}

  toJSON() {
    return { id: this.id, owner: this.owner, kind: this.kind, balance: this.balance };
  }

  toString(): string {
    return `${this.kind}#${this.id}(${this.owner}: ${this.balance.toFixed(2)})`;
  }
}

class Checking extends Account {
  static readonly OVERDRAFT = 50_00;
  static readonly FEE = 2_50;
  get kind() {
    return "checking";
  }
  protected canWithdraw(cents: number): boolean {
    return this.balanceCents - cents >= -Checking.OVERDRAFT;
  }
  override monthEnd(): void {
    if (this.balanceCents < 0) {
      this.balanceCents -= Checking.FEE;
      this.history.push({ kind: "fee", cents: Checking.FEE });
    }
  }
}

class Savings extends Account {
  constructor(owner: string, private readonly rate: number) {
    super(owner);
  }
  get kind() {
    return "savings";
  }
  protected canWithdraw(cents: number): boolean {
    return cents <= this.balanceCents && this.history.filter((h) => h.kind === "wd").length < 3;
  }
  override monthEnd(): void {
    const interest = Math.floor((this.balanceCents * this.rate) / 12);
    if (interest > 0) {
      this.balanceCents += interest;
      this.history.push({ kind: "int", cents: interest });
    }
  }
}

const repo = new InMemoryRepo<Account>();
const alice = repo.save(new Checking("alice").deposit(120));
const bob = repo.save(new Savings("bob", 0.06).deposit(1000));
const carol = repo.save(new Checking("carol"));

const ops: Array<() => void> = [
  () => alice.withdraw(150.5),
  () => alice.withdraw(30),
  () => bob.withdraw(100).withdraw(50).withdraw(25).withdraw(1),
  () => carol.deposit(-5),
  () => carol.deposit(10.1).withdraw(60.1),
];
ops.forEach((op, i) => {
  try {
    op();
    console.log(`op ${i}: ok`);
  } catch (e) {
    console.log(`op ${i}: ${e instanceof RangeError ? "range" : "error"}: ${(e as Error).message}`);
  }
});

for (const acct of repo) acct.monthEnd();
console.log(`${alice}`, String(bob), carol.toString());
console.log(JSON.stringify([...repo]));
console.log(repo.findAll((a) => a.balance < 0).map((a) => a.owner), repo.count, repo.find(999)?.owner ?? "none");
const totals = bob.history.reduce((acc, h) => ({ ...acc, [h.kind]: (acc[h.kind] ?? 0) + h.cents }), {} as Record<string, number>);
console.log(totals);
console.log(repo.delete(carol.id), repo.delete(carol.id), repo.count, Checking.OVERDRAFT / 100);
const byKind = new Map<string, number>();
for (const a of repo) byKind.set(a.kind, (byKind.get(a.kind) ?? 0) + a.balance);
console.log([...byKind].map(([k, v]) => `${k}: ${v.toFixed(2)}`));
