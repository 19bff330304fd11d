// tsc lets an element access reach private and protected members (its escape
// hatch for tests and debugging): reads, writes, calls, accessors, statics.
class Account {
  private balance = 100;
  protected owner = "ada";
  private static opened = 0;
  private history: string[] = [];
  constructor() {
    Account.opened++;
  }
  private audit(msg: string): number {
    this.history.push(msg);
    return this.history.length;
  }
  private get doubled(): number {
    return this.balance * 2;
  }
  private set doubled(v: number) {
    this.balance = v / 2;
  }
  private static make(): Account {
    return new Account();
  }
}

const a = new Account();
console.log(a["balance"], a["owner"], a["doubled"]);
a["balance"] = 250;
a["doubled"] = 90;
console.log(a["balance"], a["audit"]("first"), a["audit"]("second"), a["history"].join("|"));
const b = Account["make"]();
console.log(Account["opened"], b["balance"]);
const key = "owner" as const;
a[key] = "grace";
console.log(a[key], `${a["owner"]}!`);
