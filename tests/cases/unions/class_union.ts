// Unions of classes: instanceof narrowing, shared members and ternaries.
class Cat {
  constructor(public name: string, public lives: number) {}
  speak(): string { return `${this.name} says meow`; }
}
class Dog {
  constructor(public name: string, public goodBoy: boolean) {}
  speak(): string { return `${this.name} says woof`; }
  fetch(): string { return `${this.name} fetches the ball`; }
}
class Bird {
  constructor(public name: string, public canTalk: boolean) {}
  speak(): string { return this.canTalk ? `${this.name} says hello` : `${this.name} says tweet`; }
}
type Pet = Cat | Dog | Bird;

function detail(p: Pet): string {
  if (p instanceof Cat) return `${p.name} has ${p.lives} lives`;
  if (p instanceof Dog) return p.goodBoy ? p.fetch() : `${p.name} ignores you`;
  return `${p.name} ${p.canTalk ? "talks" : "sings"}`;
}

const pets: Pet[] = [new Cat("Tom", 9), new Dog("Rex", true), new Bird("Polly", true), new Dog("Max", false)];
for (const p of pets) console.log(p.speak(), "|", detail(p));

function adopt(wantsDog: boolean): Cat | Dog {
  return wantsDog ? new Dog("Buddy", true) : new Cat("Luna", 7);
}
const a = adopt(true), b = adopt(false);
console.log(a.name, b.name, a instanceof Dog, b instanceof Dog);
console.log(a.speak(), b.speak());
function find(name: string): Pet | null {
  for (const p of pets) if (p.name === name) return p;
  return null;
}
let maybe = find("Nobody");
console.log(maybe === null ? "no pet" : maybe.name);
maybe = find("Polly");
if (maybe !== null) console.log(maybe.speak());
const names = pets.map((p) => p.name.toUpperCase());
console.log(names, pets.filter((p) => p instanceof Dog).length);
console.log(pets[0], pets[1]);
