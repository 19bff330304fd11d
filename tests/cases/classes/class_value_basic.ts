class Animal {
  static count = 0;
  constructor(public name: string) { Animal.count++; }
  speak(): string { return this.name + " makes a sound"; }
  static create(n: string): Animal { return new Animal(n); }
}
class Dog extends Animal {
  speak(): string { return this.name + " barks"; }
}
const K = Animal;
const a = new K("x");
console.log(a.speak());
function make(ctor: typeof Animal, n: string): Animal { return new ctor(n); }
console.log(make(Dog, "rex").speak());
console.log(K, Dog);
console.log(K.name, K.count, a instanceof K);
