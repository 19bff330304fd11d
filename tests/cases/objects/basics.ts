// Interfaces, object literals, classes with inheritance, statics, getters, instanceof, a linked list.
interface Point { x: number; y: number }
function norm(p: Point): number { return Math.sqrt(p.x * p.x + p.y * p.y); }
const p: Point = { x: 3, y: 4 };
console.log(norm(p), p.x, p);
p.x = 6;
p.y += 4;
console.log(norm(p), p);
const q = { name: "q", tags: ["a", "b"], n: 1 };
q.n++;
console.log(q, q.name.length);

class Animal {
  name: string;
  legs = 4;
  constructor(name: string) { this.name = name; }
  speak(): string { return `${this.name} makes a sound`; }
  get describe(): string { return `${this.name} (${this.legs} legs)`; }
}
class Dog extends Animal {
  constructor(name: string, public breed: string) { super(name); }
  speak(): string { return `${this.name} barks`; }
  fetch(): string { return super.speak() + " and fetches"; }
}
class Bird extends Animal {
  legs = 2;
  static count = 0;
  constructor(name: string) { super(name); Bird.count++; }
}
const animals: Animal[] = [new Animal("generic"), new Dog("Rex", "lab"), new Bird("Tweety")];
for (const a of animals) console.log(a.speak(), "|", a.describe);
console.log(animals);
const d = new Dog("Fido", "pug");
console.log(d.fetch(), d instanceof Animal, d instanceof Dog, animals[0] instanceof Dog, Bird.count);

interface Node { value: number; next: Node | null }
let head: Node | null = null;
for (let i = 0; i < 4; i++) head = { value: i, next: head };
let sum = 0;
for (let n = head; n !== null; n = n.next) sum += n.value;
console.log(sum, head);
