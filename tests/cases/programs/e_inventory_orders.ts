// Inventory / order service core
interface Identifiable {
  readonly id: string;
}

interface Priced {
  price(): number;
}

type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";

abstract class Product implements Identifiable, Priced {
  static #nextId = 1;
  static count = 0;
  readonly id: string;
  #stock: number;

  constructor(public readonly name: string, protected basePrice: number, stock = 0) {
    this.id = `P${String(Product.#nextId++).padStart(3, "0")}`;
    this.#stock = stock;
    Product.count++;
  }

  get stock(): number {
    return this.#stock;
  }

  set stock(value: number) {
    if (value < 0) throw new RangeError(`stock for ${this.name} cannot be negative (${value})`);
    this.#stock = value;
  }

  abstract category(): string;

  price(): number {
    return this.basePrice;
  }

  toString(): string {
    return `${this.id} ${this.name} [${this.category()}] $${this.price().toFixed(2)} x${this.#stock}`;
  }
}

class Gadget extends Product {
  constructor(name: string, basePrice: number, stock: number, private warrantyYears: number) {
    super(name, basePrice, stock);
  }
  category(): string {
    return "gadget";
  }
  override price(): number {
    return this.basePrice + this.warrantyYears * 9.99;
  }
}

class Food extends Product {
  static readonly TAX = 0.05;
  constructor(name: string, basePrice: number, stock: number, readonly perishable: boolean) {
    super(name, basePrice, stock);
  }
  category(): string {
    return this.perishable ? "fresh" : "pantry";
  }
  override price(): number {
    return Math.round(this.basePrice * (1 + Food.TAX) * 100) / 100;
  }
}

interface OrderLine {
  product: Product;
  qty: number;
}

class Order {
  static #seq = 1000;
  readonly number: number;
  #lines: OrderLine[] = [];
  #status: OrderStatus = "pending";

  constructor(readonly customer: string) {
    this.number = ++Order.#seq;
  }

  get status(): OrderStatus {
    return this.#status;
  }

  add(product: Product, qty: number): this {
    const existing = this.#lines.find((l) => l.product.id === product.id);
    if (existing) existing.qty += qty;
    else this.#lines.push({ product, qty });
    return this;
  }

  get total(): number {
    return this.#lines.reduce((sum, l) => sum + l.product.price() * l.qty, 0);
  }

  get lineCount(): number {
    return this.#lines.length;
  }

  pay(): void {
    if (this.#status !== "pending") throw new Error(`order ${this.number} is ${this.#status}`);
    for (const line of this.#lines) {
      line.product.stock -= line.qty;
    }
    this.#status = "paid";
  }

  cancel(): void {
    if (this.#status === "shipped") throw new Error("cannot cancel shipped order");
    if (this.#status === "paid") {
      for (const line of this.#lines) line.product.stock += line.qty;
    }
    this.#status = "cancelled";
  }

  ship(): void {
    if (this.#status !== "paid") throw new Error(`order ${this.number} not paid`);
    this.#status = "shipped";
  }

  summary(): string {
    const lines = this.#lines.map((l) => `  ${l.qty} x ${l.product.name} @ ${l.product.price().toFixed(2)}`);
    return [`Order #${this.number} for ${this.customer} (${this.#status})`, ...lines, `  total: ${this.total.toFixed(2)}`].join("\n");
  }
}

class Inventory {
  private readonly items = new Map<string, Product>();

  register(...products: Product[]): void {
    for (const p of products) this.items.set(p.id, p);
  }

  lowStock(threshold: number): Product[] {
    return [...this.items.values()].filter((p) => p.stock <= threshold).sort((a, b) => a.stock - b.stock);
  }

  byCategory(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const p of this.items.values()) {
      (out[p.category()] ??= []).push(p.name);
    }
    return out;
  }

  get value(): number {
    let v = 0;
    this.items.forEach((p) => (v += p.price() * p.stock));
    return v;
  }
}

const inv = new Inventory();
const phone = new Gadget("Phone", 299, 5, 2);
const cable = new Gadget("Cable", 4.5, 40, 0);
const apple = new Food("Apple", 0.4, 100, true);
const rice = new Food("Rice", 2.2, 3, false);
inv.register(phone, cable, apple, rice);
console.log(`products: ${Product.count}`);
for (const p of [phone, cable, apple, rice]) console.log(String(p));

const o1 = new Order("ada").add(phone, 2).add(cable, 3).add(phone, 1);
const o2 = new Order("bob").add(rice, 5);
console.log(o1.summary());
o1.pay();
console.log("after pay:", phone.stock, cable.stock, o1.status);
try {
  o2.pay();
} catch (e) {
  console.log(e instanceof RangeError, (e as Error).message);
}
console.log("o2 status", o2.status, "rice", rice.stock);
try {
  o2.ship();
} catch (e) {
  if (e instanceof Error) console.log(`${e.name}: ${e.message}`);
}
o1.cancel();
console.log("after cancel:", phone.stock, o1.status, o1.lineCount);
console.log(inv.lowStock(5).map((p) => `${p.name}=${p.stock}`).join(", "));
console.log(inv.byCategory());
console.log("value", inv.value.toFixed(2));
console.log(JSON.stringify({ id: apple.id, name: apple.name, perishable: apple.perishable }));
