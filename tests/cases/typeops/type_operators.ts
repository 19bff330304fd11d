// typeof in type positions, indexed access types (T["k"], T[number]) and
// keyof, where they resolve statically.
interface Order {
  id: number;
  customer: { name: string; email: string };
  lines: { sku: string; qty: number; price: number }[];
  status: "open" | "paid" | "shipped";
}

type Line = Order["lines"][number];
type Customer = Order["customer"];
type Status = Order["status"];
type OrderKey = keyof Order;

const defaults = { currency: "EUR", taxRate: 0.2, rounding: 2 };
type Settings = typeof defaults;

function lineTotal(l: Line, s: Settings): number {
  return Number((l.qty * l.price * (1 + s.taxRate)).toFixed(s.rounding));
}

function describe(c: Customer): string {
  return `${c.name} <${c.email}>`;
}

function advance(s: Status): Status {
  switch (s) {
    case "open":
      return "paid";
    case "paid":
      return "shipped";
    case "shipped":
      return "shipped";
  }
}

function label(k: OrderKey): string {
  switch (k) {
    case "id":
      return "Order number";
    case "customer":
      return "Customer";
    case "lines":
      return "Items";
    case "status":
      return "State";
  }
}

const order: Order = {
  id: 17,
  customer: { name: "Ada", email: "ada@example.com" },
  lines: [
    { sku: "kiln-1", qty: 2, price: 9.99 },
    { sku: "kiln-2", qty: 1, price: 25 },
  ],
  status: "open",
};

const custom: Settings = { ...defaults, rounding: 0 };
const firstLine: Line = order.lines[0];
console.log(describe(order.customer), firstLine.sku);
console.log(order.lines.map((l) => lineTotal(l, defaults)), order.lines.map((l) => lineTotal(l, custom)));
let st: Status = order.status;
for (let i = 0; i < 3; i++) {
  st = advance(st);
  console.log(i, st);
}
const keys: OrderKey[] = ["id", "customer", "lines", "status"];
console.log(keys.map(label).join(" | "));

const primes = [2, 3, 5, 7];
type Prime = (typeof primes)[number];
const next: Prime = 11;
const pair: [string, number] = ["x", 1];
type PairItem = (typeof pair)[number];
const items: PairItem[] = ["y", 2, "z"];
console.log(next, items);

function makePoint(x: number, y: number) {
  return { x, y };
}
type Point = ReturnOf;
type ReturnOf = { x: number; y: number };
const mk: typeof makePoint = (x, y) => ({ x: x * 2, y: y * 2 });
const p: Point = mk(1, 2);
console.log(p, makePoint(3, 4));

class Account {
  constructor(public owner: string, public balance: number) {}
  deposit(n: number): number {
    this.balance += n;
    return this.balance;
  }
}
type Owner = Account["owner"];
type AccountKey = keyof Account;
const who: Owner = "Grace";
const ak: AccountKey[] = ["owner", "balance", "deposit"];
const acct = new Account(who, 10);
console.log(acct.deposit(5), ak);
