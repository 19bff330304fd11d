// A static method that reads `this`, taken as a value: called detached, `this` is undefined.
class Registry {
  static items: string[] = [];
  static add(s: string): number {
    return this.items.push(s);
  }
}
const add = Registry.add; // expect error: unsupported: static method 'add' that uses 'this' or 'super' taken as a value (call it on its class)
console.log(add("x"));
