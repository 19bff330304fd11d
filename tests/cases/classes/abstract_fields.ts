// Abstract properties: JavaScript emits nothing for them, so the subclass
// that implements one defines it (with its own fields, in its key order),
// or implements it with accessors.
interface Named {
  readonly name: string;
}

abstract class Animal implements Named {
  abstract readonly name: string;
  abstract legs: number;
  abstract nickname?: string;
  sound = "...";
  constructor(public readonly id: number) {}
  describe(): string {
    const nick = this.nickname ? ` aka ${this.nickname}` : "";
    return `#${this.id} ${this.name}${nick} on ${this.legs} legs says ${this.sound}`;
  }
  loseLeg(): void {
    if (this.legs > 0) this.legs--;
  }
}

class Dog extends Animal {
  readonly name = "dog";
  legs = 4;
  nickname?: string;
  override sound = "woof";
}

class Bird extends Animal {
  constructor(id: number, public legs: number, readonly name: string) {
    super(id);
  }
  nickname: string | undefined = "tweety";
}

class Snake extends Animal {
  private count = 0;
  get name(): string { return "snake"; }
  get legs(): number { return this.count; }
  set legs(v: number) { this.count = v * 10; }
  get nickname(): string | undefined { return undefined; }
  set nickname(_: string | undefined) {}
}

const zoo: Animal[] = [new Dog(1), new Bird(2, 2, "parrot"), new Snake(3)];
for (const a of zoo) console.log(a.describe());
zoo[0].nickname = "rex";
zoo[0].loseLeg();
zoo[2].legs = 3;
zoo[2].loseLeg();
for (const a of zoo) console.log(a.describe());
console.log(zoo);
console.log(JSON.stringify(zoo));
console.log(zoo.map((a) => Object.keys(a).join(",")));
const named: Named[] = zoo;
console.log(named.map((n) => n.name).join(" "));
const d = new Dog(9);
d.legs += 2;
console.log(d.legs, d.name, d);
