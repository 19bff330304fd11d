// `#x in o` inside a static method of a generic class: a brand check for any instantiation.
class Box<V> {
  #tag = 'box';
  constructor(public value: V) {}
  static isBox(x: object): boolean {
    return #tag in x;
  }
  static count(xs: unknown[]): number {
    return xs.filter((x) => typeof x === 'object' && x !== null && #tag in x).length;
  }
  describe(): string {
    return `${this.#tag}(${String(this.value)})`;
  }
}
class Plain {
  #tag = 'plain';
  static isPlain(x: object): boolean { return #tag in x; }
}
const items: unknown[] = [new Box(1), new Box('two'), { tag: 'box' }, new Plain(), null, 3, new Box<boolean[]>([true])];
console.log(Box.isBox(new Box(0)), Box.isBox({}), Box.isBox(new Plain()), Plain.isPlain(new Box(1)));
console.log(Box.count(items), new Box([1, 2]).describe());
