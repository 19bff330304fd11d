export class Box<T> {
  constructor(public value: T) {}
  map<U>(f: (v: T) => U): Box<U> { return new Box(f(this.value)); }
  get(): T { return this.value; }
}
export function boxed(n: number): Box<number> { return new Box(n); }
