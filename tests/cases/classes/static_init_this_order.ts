// Static initializers and static blocks run in source order; `this` in them
// names the class, and they may read the statics initialized before them.
class Registry {
  static prefix = "reg";
  static count = 0;
  static names: string[] = [];
  static first: string = Registry.make("alpha");
  static {
    this.names.push("block-1");
    console.log("block 1 sees", Registry.count, this.first);
  }
  static second: string = this.make("beta");
  static summary = `${this.prefix}:${this.count}`;
  static {
    Registry.names.push(`block-2 after ${this.second}`);
  }
  static make(n: string): string {
    Registry.count++;
    const id = `${this.prefix}-${n}-${this.count}`;
    this.names.push(id);
    return id;
  }
}
console.log(Registry.first, Registry.second, Registry.summary, Registry.count);
console.log(Registry.names);

class Temperature {
  static readonly FREEZING = 0;
  static readonly BOILING = this.FREEZING + 100;
  static readonly RANGE = [Temperature.FREEZING, this.BOILING];
  static scale = this.BOILING / 100;
  static describe(t: number): string {
    return t <= this.FREEZING ? "ice" : t >= this.BOILING ? "steam" : "water";
  }
}
console.log(Temperature.RANGE, Temperature.scale, [-5, 40, 120].map((t) => Temperature.describe(t)));

class Counter {
  static instances = 0;
  static readonly created: Counter[] = [];
  readonly id: number;
  constructor() {
    this.id = ++Counter.instances;
    Counter.created.push(this);
  }
  static zero = new Counter();
  static one = new Counter();
}
console.log(Counter.instances, Counter.zero.id, Counter.one.id, Counter.created.length);
