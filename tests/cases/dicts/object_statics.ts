// Object.keys / values / entries / fromEntries / assign / freeze on every kind of object.
interface Product {
  sku: string;
  price: number;
  stock: number;
  discontinued?: boolean;
}

class Account {
  owner: string;
  balance: number;
  private audit: string[] = [];
  constructor(owner: string, balance: number) {
    this.owner = owner;
    this.balance = balance;
  }
  deposit(n: number): void {
    this.balance += n;
    this.audit.push("dep " + n);
  }
}

const p: Product = { sku: "A-1", price: 9.5, stock: 3 };
console.log(Object.keys(p), Object.values(p));
for (const [k, v] of Object.entries(p)) console.log(`${k} -> ${v}`);
p.discontinued = true;
console.log(Object.keys(p).length, Object.entries(p));

const acct = new Account("ann", 100);
acct.deposit(25);
console.log(Object.keys(acct)); // fields in declaration order, no methods
console.log(Object.entries(acct));

const literal = { b: 2, a: 1, c: "three" };
console.log(Object.keys(literal), Object.values(literal));

// Dictionaries: keys in JS order (integer-like keys ascending first).
const inventory: Record<string, number> = { pear: 4, "7": 1, apple: 10, "3": 2 };
console.log(Object.keys(inventory));
const total = Object.values(inventory).reduce((a, b) => a + b, 0);
console.log("total", total);
const doubled = Object.fromEntries(Object.entries(inventory).map(([k, v]) => [k, v * 2] as [string, number]));
console.log(doubled);
const lowStock = Object.fromEntries(Object.entries(inventory).filter(([, v]) => v < 5));
console.log(lowStock, Object.keys(lowStock).length);

// fromEntries of a Map, and of arrays built at run time.
const m = new Map<string, number>();
m.set("x", 1).set("y", 2).set("1", 0);
console.log(Object.fromEntries(m));
const pairs: [string, boolean][] = [];
for (const w of ["on", "off", "on"]) pairs.push([w, w === "on"]);
console.log(Object.fromEntries(pairs));

// assign: into a dictionary (anything), into an object (its own properties).
const settings: Record<string, string | number> = { theme: "dark" };
const r = Object.assign(settings, { fontSize: 14 }, { theme: "light", lang: "en" });
console.log(r === settings, settings);
const point = { x: 1, y: 2 };
Object.assign(point, { y: 20 }, { x: 10 });
console.log(point);

// freeze: the same object back (a no-op in Kiln; tsc refuses writes to it).
const frozen = Object.freeze({ host: "localhost", port: 8080 });
console.log(frozen.port, Object.keys(frozen), frozen);
const limits: Record<string, number> = { a: 1 };
const cfg = Object.freeze(limits);
console.log(cfg["a"], cfg === limits);

// getOwnPropertyNames matches keys for these objects.
console.log(Object.getOwnPropertyNames(inventory), Object.getOwnPropertyNames(point));

// Spreading a Record into an object literal makes a dictionary.
const defaults: Record<string, number> = { retries: 3, timeout: 1000 };
const merged = { ...defaults, timeout: 50, verbose: 1 };
console.log(merged, merged.timeout, Object.keys(merged));
const copy: Record<string, number> = { ...defaults };
copy.extra = 7;
console.log(copy, defaults);

// Arrays: keys are indices.
console.log(Object.keys(["a", "b", "c"]), Object.entries([5, 6]));
