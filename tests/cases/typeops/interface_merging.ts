// Interfaces declared more than once merge their members (extends clauses too), at top level and in a function.
interface Animal { name: string; speak(): string }
interface Animal { legs?: number }
class Dog implements Animal { constructor(public name: string, public legs = 4) {} speak() { return `${this.name} woofs`; } }
const a: Animal = new Dog("rex");
console.log(a.speak(), a.legs, a);
const b: Animal = { name: "fish", speak: () => "..." };
console.log(b.legs ?? "none", b);
interface Config { port: number }
interface Config extends Partial<{ host: string }> { debug: boolean }
const cf: Config = { port: 1, debug: true, host: "h" };
console.log(cf);
function f() {
  interface Local { a: number }
  interface Local { b: string }
  const l: Local = { a: 1, b: "x" };
  return l;
}
console.log(f());
