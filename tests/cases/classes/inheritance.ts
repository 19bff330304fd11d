// extends, super(...) constructor calls and method overriding.
class Animal {
  legs: number;
  constructor(public name: string, legs: number) {
    this.legs = legs;
  }
  sound(): string {
    return "...";
  }
  speak(): string {
    return `${this.name} (${this.legs} legs) says ${this.sound()}`;
  }
}

class Dog extends Animal {
  tricks: string[] = [];
  constructor(name: string) {
    super(name, 4);
  }
  sound(): string {
    return "woof";
  }
  learn(t: string): Dog {
    this.tricks.push(t);
    return this;
  }
}

class Bird extends Animal {
  constructor(name: string, public canFly: boolean) {
    super(name, 2);
  }
  sound(): string {
    return this.canFly ? "tweet" : "squawk";
  }
  speak(): string {
    return super.speak() + (this.canFly ? " and flies away" : " and walks away");
  }
}

class Puppy extends Dog {
  sound(): string {
    return "yip";
  }
}

const zoo: Animal[] = [new Animal("thing", 0), new Dog("rex"), new Bird("tweety", true), new Bird("pingu", false), new Puppy("bit")];
for (const a of zoo) console.log(a.speak());

const d = new Dog("fido").learn("sit").learn("roll");
console.log(d.tricks.join(","), d.legs, d.name);
console.log(d);
console.log(zoo[2], zoo[4]);

// Inherited fields are initialised by the parent constructor first.
class Base {
  order: string[] = ["base-field"];
  constructor() {
    this.order.push("base-ctor");
  }
}
class Derived extends Base {
  extra = this.order.length;
  constructor() {
    super();
    this.order.push("derived-ctor " + this.extra);
  }
}
console.log(new Derived().order.join(" > "));
