// Getters and setters of a class reached through an interface type (by name),
// and `super.x = v` / `super.x += v` calling the parent's accessors.
interface Sized {
  readonly size: number;
}
interface Named {
  name: string;
}

class Bag implements Sized, Named {
  private items: string[] = [];
  private _name = "bag";
  get size(): number {
    return this.items.length;
  }
  get name(): string {
    return this._name;
  }
  set name(v: string) {
    this._name = v.trim().toLowerCase();
  }
  add(x: string): Bag {
    this.items.push(x);
    return this;
  }
}

class BigBag extends Bag {
  get size(): number {
    return super.size * 10;
  }
  set name(v: string) {
    super.name = "big " + v;
  }
  get name(): string {
    return "<" + super.name + ">";
  }
}

const sized: Sized[] = [new Bag().add("a").add("b"), new BigBag().add("x"), { size: 42 }];
console.log(sized.map((s) => s.size));
let total = 0;
for (const s of sized) total += s.size;
console.log(total);

const named: Named[] = [new Bag(), new BigBag(), { name: "plain" }];
for (const n of named) n.name = "  NEW Name ";
console.log(named.map((n) => n.name).join(" | "));
console.log("size" in sized[0], "name" in named[1], "missing" in named[0]);

// Compound assignment through super: the parent's getter, then its setter.
class Counter {
  protected n = 0;
  get value(): number {
    return this.n;
  }
  set value(v: number) {
    this.n = Math.max(0, v);
  }
}
class StepCounter extends Counter {
  get value(): number {
    return super.value;
  }
  set value(v: number) {
    super.value = v;
  }
  step(by: number): number {
    super.value += by;
    return super.value;
  }
}
const sc = new StepCounter();
console.log(sc.step(5), sc.step(-20), sc.step(3));
sc.value = 7;
const asIface: { value: number } = sc;
asIface.value = asIface.value + 1;
console.log(sc.value, asIface.value, sc);
