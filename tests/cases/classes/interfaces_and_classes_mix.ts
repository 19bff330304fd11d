// Interfaces extended by classes, classes implementing several interfaces, and
// values of interface type that are class instances or literals.
interface Identified {
  readonly id: string;
}
interface Priced {
  price(): number;
}
interface Discountable extends Priced {
  discount: number;
}

class Product implements Identified, Priced {
  constructor(readonly id: string, protected base: number) {}
  price(): number {
    return this.base;
  }
}

class SaleProduct extends Product implements Discountable {
  discount = 0.1;
  price(): number {
    return Math.round(super.price() * (1 - this.discount) * 100) / 100;
  }
}

const coupon: Discountable = {
  discount: 0.5,
  price(): number {
    return 20 * (1 - this.discount);
  },
};

const cart: Priced[] = [new Product("p1", 10), new SaleProduct("p2", 99.99), coupon, new SaleProduct("p3", 5)];
console.log(cart.map((c) => c.price()).join(" "));
console.log(cart.reduce((s, c) => s + c.price(), 0).toFixed(2));

// Narrowing an interface-typed value with instanceof to reach class members.
for (const c of cart) {
  if (c instanceof SaleProduct) console.log("sale", c.id, c.discount, c.price());
  else if (c instanceof Product) console.log("plain", c.id, c.price());
  else console.log("other", c.price());
}

// A function accepting anything with an id, used with classes and literals.
function ids(xs: Identified[]): string {
  return xs.map((x) => x.id).join(",");
}
const products: Product[] = [];
for (const c of cart) if (c instanceof Product) products.push(c);
console.log(ids(products), ids([{ id: "lit" }, products[0]]));

// Changing the discount of a sale product through the Discountable interface.
const second = products[1];
if (second instanceof SaleProduct) {
  const d: Discountable = second;
  d.discount = 0.5;
}
console.log(products[1].price(), cart[1].price());
