// A LinkedList<T> with iteration through callbacks.
class ListNode<T> {
  next: ListNode<T> | null = null;
  constructor(public value: T) {}
}

class LinkedList<T> {
  private head: ListNode<T> | null = null;
  private tail: ListNode<T> | null = null;
  private count = 0;

  append(value: T): LinkedList<T> {
    const node = new ListNode<T>(value);
    if (this.tail === null) {
      this.head = node;
      this.tail = node;
    } else {
      this.tail.next = node;
      this.tail = node;
    }
    this.count++;
    return this;
  }

  prepend(value: T): LinkedList<T> {
    const node = new ListNode<T>(value);
    node.next = this.head;
    this.head = node;
    if (this.tail === null) this.tail = node;
    this.count++;
    return this;
  }

  forEach(f: (value: T, index: number) => void): void {
    let n = this.head;
    let i = 0;
    while (n !== null) {
      f(n.value, i++);
      n = n.next;
    }
  }

  map<U>(f: (value: T) => U): LinkedList<U> {
    const out = new LinkedList<U>();
    this.forEach((v) => { out.append(f(v)); });
    return out;
  }

  filter(pred: (value: T) => boolean): LinkedList<T> {
    const out = new LinkedList<T>();
    this.forEach((v) => { if (pred(v)) out.append(v); });
    return out;
  }

  reduce<A>(f: (acc: A, value: T) => A, init: A): A {
    let acc = init;
    this.forEach((v) => { acc = f(acc, v); });
    return acc;
  }

  toArray(): T[] {
    const out: T[] = [];
    this.forEach((v) => { out.push(v); });
    return out;
  }

  get size(): number {
    return this.count;
  }
}

const list = new LinkedList<number>();
list.append(3).append(4).append(5).prepend(2).prepend(1);
list.forEach((v, i) => console.log(i, v));
const squares = list.map((v) => v * v);
console.log(squares.toArray(), squares.size);
const odd = squares.filter((v) => v % 2 === 1);
console.log(odd.toArray(), odd.reduce((a, v) => a + v, 0));
const strs = list.map((v) => "#" + v);
console.log(strs.reduce((a, s) => a + s, ""), strs.toArray());
const lens = strs.map((s) => s.length).reduce((a, n) => a + n, 0);
console.log("lens", lens);
const empty = new LinkedList<string>();
console.log(empty.size, empty.toArray(), empty.reduce((a, s) => a + s.length, 0));
