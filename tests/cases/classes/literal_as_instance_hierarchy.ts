// Literals standing for abstract classes, subclasses and recursive class types.
abstract class Animal {
  legs = 4;
  abstract sound(): string;
  speak(times: number): string {
    return this.sound().repeat(times);
  }
}
class Dog extends Animal {
  sound(): string { return "woof"; }
}
const cat: Animal = { legs: 4, sound: () => "meow", speak: (n: number) => "purr".repeat(n) };
const animals: Animal[] = [new Dog(), cat];
for (const a of animals) console.log(a.speak(2), a.legs, a instanceof Dog);
class Base { v = 1; get2(): number { return this.v * 2; } }
class Sub extends Base { w = 5; get2(): number { return this.w; } }
const s: Sub = { v: 10, w: 20, get2() { return 99; } };
const b: Base = s;
console.log(b.get2(), s.get2(), b.v);
function mk(): Base { return { v: 3, get2: () => 7 }; }
console.log(mk().get2(), [mk(), new Sub()].map(x => x.get2()));
class Node2 { val = 0; next: Node2 | null = null; sum(): number { return this.val + (this.next ? this.next.sum() : 0); } }
const chain: Node2 = { val: 1, next: { val: 2, next: null, sum() { return 2; } }, sum() { return 100; } };
console.log(chain.sum(), chain.next?.sum(), chain);
class Vec { constructor(public x: number, public y: number) {} plus(o: Vec): Vec { return new Vec(this.x + o.x, this.y + o.y); } }
const v2 = new Vec(1, 2).plus({ x: 10, y: 20, plus: (o: Vec) => o });
console.log(v2);
