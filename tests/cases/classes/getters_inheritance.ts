// Accessors in class hierarchies: overriding, super.prop, getters over fields.
class Item {
  constructor(protected basePrice: number, public name: string) {}
  get price(): number {
    return this.basePrice;
  }
  get label(): string {
    return `${this.name} @ ${this.price.toFixed(2)}`;
  }
}

class DiscountedItem extends Item {
  constructor(basePrice: number, name: string, private pct: number) {
    super(basePrice, name);
  }
  get price(): number {
    return super.price * (1 - this.pct / 100);
  }
}

class TaxedDiscountedItem extends DiscountedItem {
  get price(): number {
    return Math.round(super.price * 1.2 * 100) / 100;
  }
  get label(): string {
    return super.label + " (incl. tax)";
  }
}

const items: Item[] = [new Item(10, "pen"), new DiscountedItem(10, "pad", 25), new TaxedDiscountedItem(10, "ink", 25)];
for (const it of items) console.log(it.label, it.price);

// A setter in the parent, getter overridden in the child: both are used.
class Box {
  protected _w = 0;
  get width(): number {
    return this._w;
  }
  set width(v: number) {
    this._w = v < 0 ? 0 : v;
  }
}
class LoggedBox extends Box {
  readsSeen = 0;
  get width(): number {
    this.readsSeen++;
    return super.width;
  }
  set width(v: number) {
    super.width = v * 2;
  }
}
const b = new LoggedBox();
b.width = 5;
console.log(b.width, b.width, b.readsSeen);
b.width = -3;
console.log(b.width, b.readsSeen, b);

// A getter implementing a readonly interface property.
interface HasArea {
  readonly area: number;
}
class Sq implements HasArea {
  constructor(public side: number) {}
  get area(): number {
    return this.side * this.side;
  }
}
const sq = new Sq(3);
const shapes: HasArea[] = [sq, { area: 7 }];
sq.side = 4;
console.log(shapes.map((s) => s.area).join(","));
