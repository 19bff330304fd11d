// Class instances through any, `catch (e: any)`, for-in over any, and any variables that stay any.
class Account {
  constructor(public owner: string, public balance: number) {}
  deposit(n: number): number { this.balance += n; return this.balance; }
}
const registry: any[] = [];
registry.push(new Account("ada", 10));
registry.push(new Account("bob", 5));
function credit(a: Account, n: number): number { return a.deposit(n); }
for (const r of registry) {
  console.log(r.owner, r.balance, r instanceof Account);
  console.log(credit(r, 3));
  const acct: Account = r;
  console.log(acct.deposit(1), acct);
}

function risky(text: string): string {
  try {
    const v = JSON.parse(text);
    return "ok " + JSON.stringify(v);
  } catch (e: any) {
    return e.name + ": " + e.message + " (" + (e instanceof SyntaxError) + ")";
  }
}
console.log(risky('{"a": [1, 2]}'));
console.log(risky("{'a': 1}"));
console.log(risky("[1, 2"));
try {
  const o: any = null;
  console.log(o.field);
} catch (e: any) {
  console.log(e instanceof TypeError, e.message);
}

const inventory: any = JSON.parse('{"apples": 3, "pears": 0, "plums": 12}');
let stock = 0;
for (const fruit in inventory) {
  console.log(fruit, inventory[fruit]);
  stock += inventory[fruit];
}
console.log("stock", stock);

let v: any = {};
v = "now a string";
console.log(v.length, v.toUpperCase());
v = [1, 2, 3];
console.log(v.length, v[1]);
v = 42;
console.log(v + 1, typeof v);
let w: any = 1;
if (typeof w === "number") {
  w = "text";
  console.log(w.length);
}
