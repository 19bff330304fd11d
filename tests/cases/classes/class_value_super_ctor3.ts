const A = class { x = 1; hello() { return "A" + this.x; } };
const B = class extends A { constructor() { super(); this.x = 2; } };
const K = B;
console.log(new K().x, new K().hello());
class Base { constructor(public tag: string) {} static create(): Base { return new Base("made"); } }
class Sub extends Base { constructor() { super("sub"); } static create(): Sub { return new Sub(); } }
const classes: (typeof Sub)[] = [Sub];
for (const C of classes) console.log(C.create().tag, new C().tag);
