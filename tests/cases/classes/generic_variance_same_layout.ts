// Instantiations of one generic class that hold their type arguments alike
// (Box<Dog> as Box<Animal>, Box<"a" | "b"> as Box<string>), and a subclass of
// one, stay assignable; ones laid out differently are refused (errors/).
class Animal { constructor(public name: string) {} speak() { return this.name + " ..."; } }
class Dog extends Animal { speak() { return this.name + " woof"; } }
class Box<T> { constructor(public v: T) {} get(): T { return this.v; } set(x: T) { this.v = x; } }
const bd: Box<Dog> = new Box(new Dog("rex"));
const ba: Box<Animal> = bd;
console.log(ba.get().speak());
const lit: Box<"a" | "b"> = new Box<"a" | "b">("a");
const bs: Box<string> = lit;
console.log(bs.get().toUpperCase());
const arr: Box<Animal>[] = [bd, new Box(new Animal("cat"))];
console.log(arr.map(b => b.get().speak()));
const m = new Map<string, Box<Dog>>([["d", bd]]);
const m2: Map<string, Box<Animal>> = m;
console.log(m2.get("d")!.get().speak());
const f: () => Box<Animal> = () => bd;
console.log(f().v.name);
class Sub extends Box<Dog> { extra = 1; }
const sb: Box<Animal> = new Sub(new Dog("sub"));
console.log(sb.get().speak(), sb);
const bn: Box<number> = new Box(1);
const bu: Box<number | undefined> = new Box<number | undefined>(undefined);
console.log(bn, bu);
class P { constructor(public x: number, public y: number) {} }
class Q { constructor(public x: number) {} }
const q: Q = new P(1, 2);
console.log(q.x, q);
