// Constructor parameter properties: public, private, protected, readonly.
class Point {
  constructor(public x: number, public y: number) {}
  norm(): number {
    return Math.sqrt(this.x * this.x + this.y * this.y);
  }
}
const p = new Point(6, 8);
console.log(p.x, p.y, p.norm(), p);
p.x = 0;
console.log(p.norm());

class Account {
  private log: string[] = [];
  constructor(readonly owner: string, private balance: number, protected limit: number = 0) {
    this.log.push("open " + balance);
  }
  withdraw(n: number): boolean {
    if (this.balance - n < -this.limit) {
      this.log.push("deny " + n);
      return false;
    }
    this.balance -= n;
    this.log.push("take " + n);
    return true;
  }
  get current(): number {
    return this.balance;
  }
  history(): string {
    return this.log.join(", ");
  }
}
const acc = new Account("zoe", 100, 50);
console.log(acc.withdraw(120), acc.withdraw(40), acc.withdraw(10), acc.current);
console.log(acc.owner, acc.history());
console.log(acc);

// Parameter properties mixed with ordinary parameters and a body.
class Temperature {
  kelvin: number;
  constructor(public label: string, celsius: number, private precision: number) {
    this.kelvin = celsius + 273.15;
  }
  show(): string {
    return `${this.label}: ${this.kelvin.toFixed(this.precision)}K`;
  }
}
const t = new Temperature("room", 21.5, 1);
console.log(t.show(), new Temperature("ice", 0, 3).show());
console.log(t);

// Optional parameter property.
class Pair {
  constructor(public left: string, public right?: string) {}
  text(): string {
    return this.right === undefined ? this.left : this.left + "/" + this.right;
  }
}
console.log(new Pair("a").text(), new Pair("a", "b").text(), new Pair("x"), new Pair("x", undefined));
