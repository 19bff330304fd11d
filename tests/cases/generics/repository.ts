// A generic repository over interfaces, with a constraint on the entity type.
interface Entity { id: number }
interface User extends Entity { name: string; email: string }
interface Product extends Entity { title: string; price: number }

class Repository<T extends Entity> {
  private items: T[] = [];
  private nextId = 1;

  add(item: T): T {
    if (item.id === 0) item.id = this.nextId;
    this.nextId = Math.max(this.nextId, item.id) + 1;
    this.items.push(item);
    return item;
  }
  findById(id: number): T | undefined {
    for (const it of this.items) if (it.id === id) return it;
    return undefined;
  }
  where(pred: (item: T) => boolean): T[] {
    return this.items.filter(pred);
  }
  remove(id: number): boolean {
    const i = this.items.findIndex((it) => it.id === id);
    if (i < 0) return false;
    this.items.splice(i, 1);
    return true;
  }
  ids(): number[] {
    return this.items.map((it) => it.id);
  }
  get count(): number {
    return this.items.length;
  }
}

function describeAll<T extends Entity>(items: T[], show: (item: T) => string): string {
  return items.map((it) => "#" + it.id + " " + show(it)).join("; ");
}

const users = new Repository<User>();
users.add({ id: 0, name: "ann", email: "ann@example.com" });
users.add({ id: 0, name: "bob", email: "bob@example.org" });
users.add({ id: 10, name: "cid", email: "cid@example.com" });
users.add({ id: 0, name: "dee", email: "dee@example.net" });
console.log(users.count, users.ids());
const u = users.findById(10);
console.log(u ? u.name : "none", users.findById(99) === undefined);
const dotCom = users.where((x) => x.email.endsWith(".com"));
console.log(describeAll(dotCom, (x) => x.name));

const products = new Repository<Product>();
products.add({ id: 0, title: "lamp", price: 25 });
products.add({ id: 0, title: "desk", price: 150 });
products.add({ id: 0, title: "pen", price: 2.5 });
const cheap = products.where((p) => p.price < 50);
console.log(describeAll(cheap, (p) => p.title + " $" + p.price.toFixed(2)));
console.log(products.remove(2), products.remove(2), products.ids());
console.log(users.findById(1));
