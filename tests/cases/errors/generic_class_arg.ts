// Methods of a generic class instantiation take the instantiated types.
class Stack<T> {
  private items: T[] = [];
  push(x: T): void {
    this.items.push(x);
  }
}
const s = new Stack<number>();
s.push(1);
s.push("two"); // expect error: Argument of type 'string' is not assignable to parameter of type 'number'.
const t: Stack<string> = s; // expect error: Type 'Stack<number>' is not assignable to type 'Stack<string>'.
