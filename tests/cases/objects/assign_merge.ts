// Object.assign in its everyday forms: merging defaults and overrides into a
// fresh {}, filling `this` from a Partial<T> in a constructor, and Records
// round-tripped through Object.entries / Object.fromEntries.

interface ServerOptions {
  host: string;
  port: number;
  verbose: boolean;
  tags: string[];
}
const defaults: ServerOptions = { host: "localhost", port: 8080, verbose: false, tags: [] };

function withOptions(over: Partial<ServerOptions>): ServerOptions {
  return Object.assign({}, defaults, over);
}
const a = withOptions({ port: 9000 });
const b = withOptions({ host: "example.org", verbose: true, tags: ["edge"] });
console.log(a);
console.log(b, b.port + 1, b.tags.length);
console.log(defaults.port, Object.keys(a).join(","));

const merged = Object.assign({}, { id: 7, name: "widget" }, { name: "gadget", price: 9.5 });
console.log(merged, merged.name.toUpperCase(), merged.price * 2, merged.id);
console.log(JSON.stringify(merged));

class Point {
  x = 0;
  y = 0;
  label = "origin";
  constructor(init?: Partial<Point>) {
    if (init) Object.assign(this, init);
  }
  norm(): number { return Math.hypot(this.x, this.y); }
}
const p = new Point({ x: 3, y: 4 });
console.log(p, p.norm());
console.log(new Point(), new Point({ label: "named" }).label);

class Account {
  owner = "";
  balance = 0;
  frozen = false;
  constructor(data: { owner: string; balance: number }) {
    Object.assign(this, data);
  }
}
const acct = new Account({ owner: "kim", balance: 120 });
acct.balance -= 20;
console.log(acct, acct instanceof Account);

const stock: Record<string, number> = { apples: 3, pears: 0, plums: 12 };
const doubled = Object.fromEntries(Object.entries(stock).map(([k, v]) => [k, v * 2]));
console.log(doubled);
const available = Object.fromEntries(Object.entries(stock).filter(([, v]) => v > 0));
console.log(Object.keys(available), available["plums"]);
const labels: Record<string, string> = Object.fromEntries(Object.keys(stock).map((k) => [k, k.toUpperCase()]));
console.log(labels);
const totals = Object.assign({}, stock, { kiwis: 5 });
console.log(totals, Object.values(totals).reduce((s, n) => s + n, 0));
