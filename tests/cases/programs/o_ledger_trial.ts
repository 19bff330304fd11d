// Double-entry bookkeeping: chart of accounts, journal entries, trial balance and report.

enum AccountKind {
  Asset = "asset",
  Liability = "liability",
  Equity = "equity",
  Revenue = "revenue",
  Expense = "expense",
}

interface Account {
  code: string;
  name: string;
  kind: AccountKind;
}

interface Posting {
  account: string;
  debit?: number;
  credit?: number;
}

interface JournalEntry {
  id: number;
  date: Date;
  memo: string;
  postings: Posting[];
}

class LedgerError extends Error {
  constructor(message: string, public readonly entryId?: number) {
    super(message);
    this.name = "LedgerError";
  }
}

class UnbalancedEntryError extends LedgerError {
  constructor(entryId: number, public readonly difference: number) {
    super(`entry #${entryId} is unbalanced by ${(difference / 100).toFixed(2)}`, entryId);
    this.name = "UnbalancedEntryError";
  }
}

const toCents = (amount: number): number => Math.round(amount * 100);
const fmt = (cents: number): string => {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${whole}.${String(abs % 100).padStart(2, "0")}`;
};

class Ledger {
  private accounts = new Map<string, Account>();
  private entries: JournalEntry[] = [];
  private nextId = 1;

  open(code: string, name: string, kind: AccountKind): this {
    if (this.accounts.has(code)) throw new LedgerError(`account ${code} already exists`);
    this.accounts.set(code, { code, name, kind });
    return this;
  }

  post(isoDate: string, memo: string, postings: Posting[]): JournalEntry {
    const id = this.nextId++;
    let balance = 0;
    for (const p of postings) {
      if (!this.accounts.has(p.account)) {
        throw new LedgerError(`unknown account ${p.account}`, id);
      }
      balance += toCents(p.debit ?? 0) - toCents(p.credit ?? 0);
    }
    if (balance !== 0) throw new UnbalancedEntryError(id, balance);
    const entry: JournalEntry = { id, date: new Date(isoDate + "T00:00:00Z"), memo, postings };
    this.entries.push(entry);
    return entry;
  }

  get entryCount(): number {
    return this.entries.length;
  }

  balances(until?: Date): Map<string, number> {
    const result = new Map<string, number>();
    for (const code of this.accounts.keys()) result.set(code, 0);
    for (const e of this.entries) {
      if (until && e.date.getTime() > until.getTime()) continue;
      for (const { account, debit = 0, credit = 0 } of e.postings) {
        result.set(account, (result.get(account) ?? 0) + toCents(debit) - toCents(credit));
      }
    }
    return result;
  }

  trialBalance(until?: Date): { rows: [Account, number, number][]; debit: number; credit: number } {
    const rows: [Account, number, number][] = [];
    let debit = 0;
    let credit = 0;
    const sorted = [...this.balances(until).entries()].sort(([a], [b]) => a.localeCompare(b));
    for (const [code, bal] of sorted) {
      if (bal === 0) continue;
      const acct = this.accounts.get(code)!;
      const row: [Account, number, number] = bal > 0 ? [acct, bal, 0] : [acct, 0, -bal];
      debit += row[1];
      credit += row[2];
      rows.push(row);
    }
    return { rows, debit, credit };
  }

  incomeStatement(): { revenue: number; expenses: number; net: number } {
    let revenue = 0;
    let expenses = 0;
    for (const [code, bal] of this.balances()) {
      const kind = this.accounts.get(code)?.kind;
      if (kind === AccountKind.Revenue) revenue -= bal;
      else if (kind === AccountKind.Expense) expenses += bal;
    }
    return { revenue, expenses, net: revenue - expenses };
  }

  *journal(): Generator<string> {
    for (const e of this.entries) {
      yield `${e.date.toISOString().slice(0, 10)} #${String(e.id).padStart(3, "0")} ${e.memo}`;
      for (const p of e.postings) {
        const name = this.accounts.get(p.account)!.name;
        const dr = p.debit ? fmt(toCents(p.debit)).padStart(12) : "".padStart(12);
        const cr = p.credit ? fmt(toCents(p.credit)).padStart(12) : "".padStart(12);
        yield `    ${p.credit ? "  " : ""}${name.padEnd(22)}${dr}${cr}`;
      }
    }
  }
}

const ledger = new Ledger()
  .open("1000", "Cash", AccountKind.Asset)
  .open("1100", "Accounts Receivable", AccountKind.Asset)
  .open("1500", "Equipment", AccountKind.Asset)
  .open("2000", "Accounts Payable", AccountKind.Liability)
  .open("3000", "Owner Capital", AccountKind.Equity)
  .open("4000", "Consulting Revenue", AccountKind.Revenue)
  .open("5000", "Rent Expense", AccountKind.Expense)
  .open("5100", "Software Expense", AccountKind.Expense);

ledger.post("2024-01-02", "Owner investment", [
  { account: "1000", debit: 25000 },
  { account: "3000", credit: 25000 },
]);
ledger.post("2024-01-05", "Laptop on credit", [
  { account: "1500", debit: 2399.99 },
  { account: "2000", credit: 2399.99 },
]);
ledger.post("2024-01-15", "Invoice ACME", [
  { account: "1100", debit: 8450.5 },
  { account: "4000", credit: 8450.5 },
]);
ledger.post("2024-01-31", "January rent", [
  { account: "5000", debit: 1200 },
  { account: "1000", credit: 1200 },
]);
ledger.post("2024-02-03", "ACME pays half, SaaS bill", [
  { account: "1000", debit: 4225.25 },
  { account: "1100", credit: 4225.25 },
  { account: "5100", debit: 49.9 },
  { account: "1000", credit: 49.9 },
]);

const attempts: Array<[string, Posting[]]> = [
  ["Typo in amount", [{ account: "5000", debit: 100 }, { account: "1000", credit: 10 }]],
  ["Bad account", [{ account: "9999", debit: 1 }, { account: "1000", credit: 1 }]],
];
for (const [memo, postings] of attempts) {
  try {
    ledger.post("2024-02-10", memo, postings);
  } catch (err) {
    if (err instanceof UnbalancedEntryError) {
      console.log(`${err.name}: ${err.message} (diff=${err.difference})`);
    } else if (err instanceof LedgerError) {
      console.log(`${err.name}: ${err.message} [entry ${err.entryId ?? "?"}]`);
    } else {
      throw err;
    }
  }
}
try {
  ledger.open("1000", "Petty cash", AccountKind.Asset);
} catch (e) {
  console.log(e instanceof LedgerError, (e as Error).message);
}

console.log(`\nJournal (${ledger.entryCount} entries)`);
for (const line of ledger.journal()) console.log(line);

function printTrialBalance(title: string, until?: Date): void {
  const { rows, debit, credit } = ledger.trialBalance(until);
  console.log(`\n${title}`);
  console.log("Code  Account".padEnd(30) + "Debit".padStart(12) + "Credit".padStart(12));
  console.log("-".repeat(54));
  for (const [acct, dr, cr] of rows) {
    const left = `${acct.code}  ${acct.name}`.padEnd(30);
    console.log(left + (dr ? fmt(dr) : "").padStart(12) + (cr ? fmt(cr) : "").padStart(12));
  }
  console.log("-".repeat(54));
  console.log("Total".padEnd(30) + fmt(debit).padStart(12) + fmt(credit).padStart(12));
  console.log(debit === credit ? "Balanced." : `OUT OF BALANCE by ${fmt(debit - credit)}`);
}

printTrialBalance("Trial balance at 2024-01-31", new Date(Date.UTC(2024, 0, 31)));
printTrialBalance("Trial balance (all)");

const inc = ledger.incomeStatement();
console.log(`\nRevenue ${fmt(inc.revenue)}, expenses ${fmt(inc.expenses)}, net ${fmt(inc.net)}`);

const byKind: Record<string, number> = {};
for (const [code, bal] of ledger.balances()) {
  const { kind } = ledger["accounts"].get(code)!;
  byKind[kind] = (byKind[kind] ?? 0) + bal / 100;
}
console.log(JSON.stringify(byKind, null, 2));
