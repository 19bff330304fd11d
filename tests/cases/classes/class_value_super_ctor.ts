class Base {
  x = 1;
  static kind(): string { return "base"; }
  describe(): string { return "Base x=" + this.x; }
}
class Mid extends Base {
  y: number;
  constructor(y: number) { super(); this.y = y; }
  describe(): string { return "Mid y=" + this.y; }
}
class Leaf extends Mid {
  constructor() { super(7); }
  static kind(): string { return "leaf"; }
  describe(): string { return "Leaf " + super.describe(); }
}
class Other extends Base {
  constructor() { super(); this.x = 42; }
}
function make(K: new () => Base): Base { return new K(); }
function kindOf(K: typeof Base): string { return K.kind(); }
const LeafC = Leaf;
const o = new LeafC();
console.log(o.describe(), o.x, o.y, o instanceof Mid, o instanceof Leaf);
console.log(make(Leaf).describe(), make(Other).x, make(Base).describe());
console.log(kindOf(Base), kindOf(Other), kindOf(Leaf));
const ctors: Array<new () => Base> = [Base, Leaf, Other];
for (const k of ctors) console.log(k.name, new k().describe());
const Anon = class extends Base { constructor() { super(); this.x = 5; } };
console.log(new Anon().x, make(Anon).x);
function factory(): typeof Base { return Other; }
const F = factory();
console.log(new F().x, F.kind(), F === Other);
const staticRef = Leaf.kind;
console.log(staticRef());
