// A class's toString() is what String(x), templates, concatenation, join and the default sort use.
class Money {
  constructor(readonly cents: number, readonly currency: string = "EUR") {}
  toString(): string {
    return (this.cents / 100).toFixed(2) + " " + this.currency;
  }
}
class Discounted extends Money {
  toString(): string {
    return super.toString() + " (discounted)";
  }
}
class Plain {
  constructor(public id: number) {}
}
class Tag {
  constructor(private label: string) {}
  toString() {
    return `#${this.label}`;
  }
}
const m = new Money(1234);
const d = new Discounted(999, "USD");
console.log(String(m), `${d}`, "total: " + m);
console.log([m, d].join("; "), [new Plain(1), new Plain(2)].join());
console.log([new Tag("b"), new Tag("a"), new Tag("c")].sort().join(" "));
console.log(m, d); // console.log inspects, it does not call toString
const label = `${new Tag("x")}` + new Tag("y");
console.log(label, label.length);
let calls = 0;
class Counted {
  toString(): string {
    calls++;
    return "c" + calls;
  }
}
const cs = [new Counted(), new Counted()];
console.log(`${cs}`, calls);
class Thrower {
  toString(): string {
    throw new Error("no string for you");
  }
}
try {
  console.log("x" + new Thrower());
} catch (e) {
  console.log("caught:", (e as Error).message);
}
