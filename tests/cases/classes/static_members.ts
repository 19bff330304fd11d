// static fields and methods: counters, factories, constants.
class Id {
  static next = 1;
  static readonly PREFIX = "id-";
  static issued: string[] = [];

  readonly value: string;
  constructor() {
    this.value = Id.PREFIX + Id.next;
    Id.next++;
    Id.issued.push(this.value);
  }

  static reset(): void {
    Id.next = 1;
    Id.issued = [];
  }
  static count(): number {
    return Id.issued.length;
  }
}

const ids = [new Id(), new Id(), new Id()];
console.log(ids.map((i) => i.value).join(","), Id.next, Id.count());
Id.reset();
console.log(new Id().value, Id.count(), Id.issued.join(","));

class Vec {
  static readonly ZERO = new Vec(0, 0);
  static created = 0;
  constructor(public x: number, public y: number) {
    Vec.created++;
  }
  static of(x: number, y: number): Vec {
    return new Vec(x, y);
  }
  static sum(vs: Vec[]): Vec {
    let s = Vec.ZERO;
    for (const v of vs) s = s.add(v);
    return s;
  }
  add(o: Vec): Vec {
    return new Vec(this.x + o.x, this.y + o.y);
  }
}
const s = Vec.sum([Vec.of(1, 2), Vec.of(3, 4), Vec.of(-1, 0)]);
console.log(s.x, s.y, Vec.created, Vec.ZERO.x, Vec.ZERO === Vec.ZERO);

// `this` inside a static method is the class.
class Registry {
  static names: string[] = [];
  static add(n: string): number {
    this.names.push(n);
    return this.names.length;
  }
  static list(): string {
    return this.names.join("+");
  }
}
Registry.add("x");
Registry.add("y");
console.log(Registry.add("z"), Registry.list());

// Static method used as a plain function value.
class MathUtil {
  static square(x: number): number {
    return x * x;
  }
}
const sq = MathUtil.square;
console.log(sq(9), [1, 2, 3].map(MathUtil.square).join(","));
console.log(ids[0], s);
