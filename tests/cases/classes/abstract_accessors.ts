// Abstract getters implemented by getters or by plain fields, abstract
// properties implemented by fields, and calls through the abstract type.
abstract class Animal {
  abstract readonly sound: string;
  abstract get legs(): number;
  describe(): string {
    return `says ${this.sound} on ${this.legs} legs`;
  }
}
class Dog extends Animal {
  readonly sound = "woof";
  legs = 4;
}
class Puppy extends Dog {
  constructor() {
    super();
    this.legs = 5;
  }
}
class Bird extends Animal {
  sound = "tweet";
  get legs(): number {
    return 2;
  }
}
class Snake extends Animal {
  constructor(public sound: string) {
    super();
  }
  get legs(): number {
    return 0;
  }
}

const zoo: Animal[] = [new Dog(), new Bird(), new Puppy(), new Snake("hiss")];
for (const a of zoo) console.log(a.sound, a.legs, a.describe());
console.log(zoo);
const legCount = zoo.reduce((n, a) => n + a.legs, 0);
console.log(legCount);

const d = new Dog();
d.legs = 3;
const asAnimal: Animal = d;
console.log(asAnimal.legs, asAnimal.describe());

abstract class Setting {
  abstract get value(): string;
  abstract set value(v: string);
  show(): string {
    return "[" + this.value + "]";
  }
}
class Upper extends Setting {
  private v = "";
  get value(): string {
    return this.v;
  }
  set value(x: string) {
    this.v = x.toUpperCase();
  }
}
const s: Setting = new Upper();
s.value = "quiet";
console.log(s.show(), s.value);
