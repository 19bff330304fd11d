// A generic class whose method only fails for one instantiation.
class Summer<T> {
  private items: T[] = [];
  add(x: T): void {
    this.items.push(x);
  }
  total(): number {
    let s = 0;
    for (const x of this.items) s = s + x; // expect error: Type 'string' is not assignable to type 'number'.
    return s;
  }
}
const a = new Summer<number>();
a.add(1);
const b = new Summer<string>(); // expect error: Errors in 'Summer<string>', instantiated here
b.add("x");
console.log(a.total(), b.total());
