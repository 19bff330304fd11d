// Classes made iterable with a *[Symbol.iterator]() generator method, used
// by for-of, spreads, Array.from, yield* and new Set/Map.
class Range {
  constructor(
    private readonly start: number,
    private readonly end: number,
    private readonly step: number = 1,
  ) {}
  *[Symbol.iterator](): Generator<number> {
    for (let i = this.start; i < this.end; i += this.step) yield i;
  }
}

for (const x of new Range(0, 3)) console.log("range", x);
console.log([...new Range(0, 10, 3)], Array.from(new Range(5, 8)));
console.log(Array.from(new Range(1, 4), (x) => x * x));
const evens = new Range(0, 10, 2);
console.log([...evens].reduce((a, b) => a + b, 0), [...evens].length); // re-iterable

class LinkedList<T> {
  private head: ListNode<T> | null = null;
  private tail: ListNode<T> | null = null;
  size = 0;
  push(value: T): this {
    const node: ListNode<T> = { value, next: null };
    if (this.tail) this.tail.next = node;
    else this.head = node;
    this.tail = node;
    this.size++;
    return this;
  }
  *[Symbol.iterator](): IterableIterator<T> {
    for (let n = this.head; n; n = n.next) yield n.value;
  }
}
interface ListNode<T> {
  value: T;
  next: ListNode<T> | null;
}

const list = new LinkedList<string>().push("red").push("green").push("blue");
const upper: string[] = [];
for (const color of list) upper.push(color.toUpperCase());
console.log(upper, list.size, new Set(list).has("green"));
console.log([...list].join(" -> "));

class Tree {
  constructor(
    public value: number,
    public children: Tree[] = [],
  ) {}
  *[Symbol.iterator](): Generator<number> {
    yield this.value;
    for (const child of this.children) yield* child;
  }
}
const tree = new Tree(1, [new Tree(2, [new Tree(4), new Tree(5)]), new Tree(3, [new Tree(6)])]);
console.log([...tree]);
let sum = 0;
for (const v of tree) {
  if (v > 4) break;
  sum += v;
}
console.log("sum until > 4:", sum);

// An iterable of pairs, destructured in the loop.
class Inventory {
  private counts = new Map<string, number>();
  add(item: string, n = 1): void {
    this.counts.set(item, (this.counts.get(item) ?? 0) + n);
  }
  *[Symbol.iterator](): Generator<[string, number]> {
    for (const [k, v] of this.counts) yield [k, v];
  }
}
const inv = new Inventory();
inv.add("apple", 3);
inv.add("pear");
inv.add("apple");
for (const [item, count] of inv) console.log(`${item}: ${count}`);
const asMap = new Map(inv);
console.log(asMap.get("apple"), [...inv].length);
