// Generic classes extending generic and concrete bases.
class Collection<T> {
  protected items: T[] = [];
  add(item: T): void {
    this.items.push(item);
  }
  get size(): number {
    return this.items.length;
  }
  describe(): string {
    return "Collection(" + this.items.length + ")";
  }
}

class SortedCollection<T> extends Collection<T> {
  constructor(private cmp: (a: T, b: T) => number) {
    super();
  }
  add(item: T): void {
    let i = this.items.length;
    this.items.push(item);
    while (i > 0 && this.cmp(this.items[i - 1], item) > 0) {
      this.items[i] = this.items[i - 1];
      i--;
    }
    this.items[i] = item;
  }
  first(): T | undefined {
    return this.items[0];
  }
  toArray(): T[] {
    return this.items.slice();
  }
  describe(): string {
    return "Sorted(" + this.items.join(" ") + ")";
  }
}

class NumberBag extends Collection<number> {
  sum(): number {
    let s = 0;
    for (const x of this.items) s += x;
    return s;
  }
}

const s = new SortedCollection<number>((a, b) => a - b);
for (const x of [5, 1, 4, 2, 3]) s.add(x);
console.log(s.toArray(), s.first(), s.size, s.describe());
const base: Collection<number> = s;
base.add(0);
console.log(base.describe(), base.size);

const w = new SortedCollection<string>((a, b) => b.length - a.length);
w.add("aa");
w.add("a");
w.add("aaaa");
console.log(w.toArray(), w.describe());

const bag = new NumberBag();
bag.add(10);
bag.add(32);
console.log(bag.sum(), bag.size, bag.describe(), bag);
console.log(bag instanceof Collection, s instanceof Collection, w instanceof Collection);
