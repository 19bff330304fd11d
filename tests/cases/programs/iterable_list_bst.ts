// Linked list and BST classes implementing Iterable with generators and for...of.
class ListNode<T> {
  constructor(public value: T, public next: ListNode<T> | null = null) {}
}

class LinkedList<T> implements Iterable<T> {
  private head: ListNode<T> | null = null;
  private tail: ListNode<T> | null = null;
  private _size = 0;
  static from<U>(items: Iterable<U>): LinkedList<U> {
    const l = new LinkedList<U>();
    for (const x of items) l.append(x);
    return l;
  }
  get size() { return this._size; }
  append(value: T): this {
    const node = new ListNode(value);
    if (this.tail) this.tail.next = node; else this.head = node;
    this.tail = node;
    this._size++;
    return this;
  }
  prepend(value: T): this {
    this.head = new ListNode(value, this.head);
    if (!this.tail) this.tail = this.head;
    this._size++;
    return this;
  }
  removeFirst(pred: (v: T) => boolean): T | undefined {
    let prev: ListNode<T> | null = null;
    for (let n = this.head; n; prev = n, n = n.next) {
      if (!pred(n.value)) continue;
      if (prev) prev.next = n.next; else this.head = n.next;
      if (n === this.tail) this.tail = prev;
      this._size--;
      return n.value;
    }
    return undefined;
  }
  reverse(): void {
    let prev: ListNode<T> | null = null, cur = this.head;
    this.tail = cur;
    while (cur) { const nx: ListNode<T> | null = cur.next; cur.next = prev; prev = cur; cur = nx; }
    this.head = prev;
  }
  *[Symbol.iterator](): Iterator<T> {
    for (let n = this.head; n !== null; n = n.next) yield n.value;
  }
  toString(): string { return [...this].join(" -> ") || "(empty)"; }
}

interface TreeNode<K, V> { key: K; value: V; left?: TreeNode<K, V>; right?: TreeNode<K, V>; }

class BST<K, V> implements Iterable<[K, V]> {
  private root?: TreeNode<K, V>;
  private count = 0;
  constructor(private readonly cmp: (a: K, b: K) => number) {}
  set(key: K, value: V): void {
    if (!this.root) { this.root = { key, value }; this.count++; return; }
    let n = this.root;
    for (;;) {
      const c = this.cmp(key, n.key);
      if (c === 0) { n.value = value; return; }
      const side = c < 0 ? "left" : "right";
      const child = n[side];
      if (!child) { n[side] = { key, value }; this.count++; return; }
      n = child;
    }
  }
  get(key: K): V | undefined {
    let n = this.root;
    while (n) {
      const c = this.cmp(key, n.key);
      if (c === 0) return n.value;
      n = c < 0 ? n.left : n.right;
    }
    return undefined;
  }
  get size(): number { return this.count; }
  height(): number { return BST.depth(this.root); }
  private static depth<K, V>(n: TreeNode<K, V> | undefined): number {
    return n ? 1 + Math.max(BST.depth(n.left), BST.depth(n.right)) : 0;
  }
  inorder(): Generator<[K, V]> { return this.walk(this.root); }
  private *walk(n: TreeNode<K, V> | undefined): Generator<[K, V]> {
    if (!n) return;
    yield* this.walk(n.left);
    yield [n.key, n.value];
    yield* this.walk(n.right);
  }
  *levels(): Generator<K[], void, undefined> {
    let q = this.root ? [this.root] : [];
    while (q.length) {
      yield q.map((n) => n.key);
      q = q.flatMap((n) => [n.left, n.right].filter((c): c is TreeNode<K, V> => c !== undefined));
    }
  }
  *range(lo: K, hi: K): IterableIterator<K> {
    for (const [k] of this) {
      if (this.cmp(k, hi) > 0) return;
      if (this.cmp(k, lo) >= 0) yield k;
    }
  }
  [Symbol.iterator]() { return this.inorder(); }
}

function* take<T>(it: Iterable<T>, n: number): Generator<T> {
  if (n <= 0) return;
  for (const x of it) { yield x; if (--n <= 0) return; }
}
function* naturals(start = 1): Generator<number, never> { for (let i = start; ; i++) yield i; }
function* mapIt<T, U>(it: Iterable<T>, f: (t: T) => U) { for (const x of it) yield f(x); }

const list = LinkedList.from(["b", "c", "d"]).prepend("a").append("e");
console.log(`${list}`, list.size);
console.log(list.removeFirst((v) => v === "c"), list.removeFirst((v) => v === "zz"), list.removeFirst((v) => v === "e"));
list.append("f");
list.reverse();
console.log(list.toString(), list.size, Array.from(list).length);
const [first, ...rest] = list;
console.log(first, rest);

const tree = new BST<number, string>((a, b) => a - b);
for (const k of [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]) tree.set(k, `v${k}`);
tree.set(40, "forty");
console.log("size", tree.size, "height", tree.height(), tree.get(40), tree.get(99));
let line = "";
for (const [k, v] of tree) line += `${k}=${v} `;
console.log(line);
for (const lvl of tree.levels()) console.log("level:", lvl.join(","));
console.log("range 33..66:", [...tree.range(33, 66)]);
console.log([...take(naturals(10), 5)], [...take(mapIt(tree, ([k]) => k * 2), 3)]);
const words = new BST<string, number>((a, b) => (a < b ? -1 : a > b ? 1 : 0));
"the quick brown fox jumps over the lazy dog the end".split(" ").forEach((w) => words.set(w, (words.get(w) ?? 0) + 1));
console.log(Object.fromEntries([...words]));
const gen = tree.inorder();
console.log(gen.next().value, gen.next().value, [...gen].length, gen.next());
const empty = new LinkedList<number>();
console.log(empty.toString(), [...empty], Math.max(...empty));
