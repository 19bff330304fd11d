// Shorthand properties and method shorthand in object literals.
function makePoint(x: number, y: number) {
  return { x, y };
}
const p = makePoint(3, -2);
console.log(p.x, p.y, p);

const name = "widget";
const price = 9.5;
const qty = 3;
const item = { name, price, qty, total: price * qty };
console.log(item.name, item.total, item);

// Methods see the object through `this`.
const account = {
  owner: "kim",
  balance: 100,
  deposit(amount: number): number {
    this.balance += amount;
    return this.balance;
  },
  withdraw(amount: number): boolean {
    if (amount > this.balance) return false;
    this.balance -= amount;
    return true;
  },
  report(): string {
    return `${this.owner}: ${this.balance}`;
  },
};
console.log(account.deposit(50), account.withdraw(500), account.withdraw(120), account.report());

// A method calling another method through this.
const temp = {
  celsius: 21,
  fahrenheit(): number {
    return this.celsius * 9 / 5 + 32;
  },
  describe(): string {
    return this.celsius + "C = " + this.fahrenheit() + "F";
  },
};
console.log(temp.describe());
temp.celsius = -40;
console.log(temp.describe());

// Interface with method signatures, implemented by a literal.
interface Shape {
  kind: string;
  area(): number;
  scale(k: number): void;
}
interface Square extends Shape {
  side: number;
}
const sq: Square = {
  kind: "square",
  side: 2,
  area() {
    return this.side * this.side;
  },
  scale(k: number) {
    this.side *= k;
  },
};
const shapes: Shape[] = [sq];
shapes[0].scale(3);
console.log(shapes[0].kind, shapes[0].area(), sq.side);
