class Logger {
  lines: string[] = [];
  log(s: string): void { this.lines.push(s); }
}
class Counter {
  n = 0;
  inc(): number { return ++this.n; }
}
function make<T>(ctor: new () => T): T { return new ctor(); }
const lg = make(Logger);
lg.log("hello");
const ct = make(Counter);
ct.inc(); ct.inc();
console.log(lg.lines, ct.n, lg instanceof Logger, ct);

interface AnimalCtor { new (name: string): Animal }
class Animal {
  constructor(public name: string) {}
  sound(): string { return "..."; }
}
class Cat extends Animal { sound(): string { return "meow"; } }
class Cow extends Animal {
  constructor(name: string, public spots: number = 3) { super(name); }
  sound(): string { return "moo x" + this.spots; }
}
function adopt(k: AnimalCtor, names: string[]): Animal[] { return names.map((n) => new k(n)); }
for (const a of adopt(Cat, ["tom", "kit"])) console.log(a.name, a.sound());
for (const a of adopt(Cow, ["daisy"])) console.log(a.name, a.sound(), a);
const zoo: { new (name: string): Animal }[] = [Animal, Cat, Cow];
console.log(zoo.map((Z) => new Z("z").sound()).join(","));
const pick = (i: number): typeof Animal => (i % 2 ? Cat : Cow);
console.log(pick(1).name, pick(2).name, new (pick(3))("x").sound());
class Registry<T> {
  private items = new Map<string, new (id: string) => T>();
  add(key: string, k: new (id: string) => T): Registry<T> { this.items.set(key, k); return this; }
  create(key: string, id: string): T | undefined {
    const k = this.items.get(key);
    return k ? new k(id) : undefined;
  }
}
const reg = new Registry<Animal>().add("cat", Cat).add("cow", Cow);
console.log(reg.create("cat", "c1")?.sound(), reg.create("cow", "c2")?.sound(), reg.create("dog", "d"));
