// Generic interfaces with method signatures, implemented by classes and object literals.
interface Source<T> {
  next(): T | undefined;
  readonly name: string;
}
interface Sink<T> {
  write(x: T): void;
  count(): number;
}

class ArraySource<T> implements Source<T> {
  private i = 0;
  constructor(readonly name: string, private xs: T[]) {}
  next(): T | undefined {
    return this.i < this.xs.length ? this.xs[this.i++] : undefined;
  }
}

class CollectSink<T> implements Sink<T> {
  items: T[] = [];
  write(x: T): void {
    this.items.push(x);
  }
  count(): number {
    return this.items.length;
  }
}

function pump<T, U>(src: Source<T>, sink: Sink<U>, f: (x: T) => U): number {
  let x = src.next();
  while (x !== undefined) {
    sink.write(f(x));
    x = src.next();
  }
  return sink.count();
}

const nums = new ArraySource("nums", [1, 2, 3, 4]);
const out = new CollectSink<string>();
console.log(pump(nums, out, (n) => "<" + n + ">"), out.items);

let total = 0;
const summing: Sink<number> = {
  write(x: number): void {
    total += x;
  },
  count(): number {
    return total;
  },
};
const words = new ArraySource("words", ["alpha", "be", "gamma"]);
console.log(pump(words, summing, (w) => w.length), total, words.name);
const counter: Source<number> = {
  name: "counter",
  next(): number | undefined {
    total--;
    return total > 5 ? total : undefined;
  },
};
const c2 = new CollectSink<number>();
console.log(pump(counter, c2, (n) => n * 10), c2.items, counter.name);
