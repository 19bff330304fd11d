// The base of everything: reached by main only through other modules'
// signatures, base classes, a namespace import and re-exports.
console.log("init shapes");

export class Shape {
  constructor(public name: string) {}
  area(): number {
    return 0;
  }
  describe(): string {
    return `${this.name} of area ${this.area()}`;
  }
}

export class Box<T> {
  constructor(public value: T) {}
  map<U>(f: (x: T) => U): Box<U> {
    return new Box<U>(f(this.value));
  }
}

export function unit(): number {
  return 1;
}

export let counter = 0;
export function bump(): number {
  counter++;
  return counter;
}
