// `#field in obj`: a brand check for instances of the class that declares the
// private field (and its subclasses).
class Money {
  #cents: number;
  constructor(cents: number) {
    this.#cents = cents;
  }
  static isMoney(o: object): boolean {
    return #cents in o;
  }
  equals(other: unknown): boolean {
    return typeof other === "object" && other !== null && #cents in other && other.#cents === this.#cents;
  }
  get cents(): number {
    return this.#cents;
  }
}

class Tip extends Money {
  constructor(cents: number, readonly to: string) {
    super(cents);
  }
}

class Other {
  #cents = 5;
  get value(): number {
    return this.#cents;
  }
}

const m = new Money(500);
console.log(Money.isMoney(m), Money.isMoney(new Tip(100, "ann")), Money.isMoney(new Other()), Money.isMoney({ cents: 1 }));
console.log(m.equals(new Money(500)), m.equals(new Money(5)), m.equals(new Tip(500, "bo")), m.equals("500"), m.equals(null), new Other().value);
