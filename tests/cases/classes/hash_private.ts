// ECMAScript #private fields and methods.
class Counter {
  #count = 0;
  #step: number;
  static #instances = 0;
  constructor(step: number) {
    this.#step = step;
    Counter.#instances++;
  }
  #advance(): void {
    this.#count += this.#step;
  }
  tick(times: number): number {
    for (let i = 0; i < times; i++) this.#advance();
    return this.#count;
  }
  get value(): number {
    return this.#count;
  }
  equals(o: Counter): boolean {
    return this.#count === o.#count;
  }
  static instances(): number {
    return Counter.#instances;
  }
}

const a = new Counter(2);
const b = new Counter(3);
console.log(a.tick(3), b.tick(2), a.equals(b), a.value, b.value);
console.log(Counter.instances());

// #private names are per-class: a subclass may declare its own #x.
class Parent {
  #x = "parent-x";
  px(): string {
    return this.#x;
  }
}
class Kid extends Parent {
  #x = "kid-x";
  kx(): string {
    return this.#x;
  }
  both(): string {
    return this.px() + "/" + this.kx();
  }
}
const k = new Kid();
console.log(k.both(), k.px(), k.kx());

// #private fields are not shown by console.log; public ones are.
class Mixed {
  #hidden = 42;
  shown = "yes";
  reveal(): number {
    return this.#hidden;
  }
}
const m = new Mixed();
console.log(m, m.reveal());
console.log(a, k);

// A private method used as a helper; a method returning this for chaining.
class Stack {
  #items: number[] = [];
  push(x: number): Stack {
    this.#items.push(x);
    return this;
  }
  #top(): number {
    return this.#items[this.#items.length - 1];
  }
  peek(): string {
    return this.#items.length === 0 ? "empty" : String(this.#top());
  }
  get size(): number {
    return this.#items.length;
  }
}
const s = new Stack().push(1).push(2).push(3);
console.log(s.peek(), s.size, new Stack().peek(), s);
