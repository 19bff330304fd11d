// Generic data-structure library
interface Comparable<T> {
  compareTo(other: T): number;
}

class PriorityQueue<T> {
  private heap: T[] = [];
  constructor(private readonly less: (a: T, b: T) => boolean) {}

  get size(): number {
    return this.heap.length;
  }

  push(...items: T[]): void {
    for (const item of items) {
      this.heap.push(item);
      this.up(this.heap.length - 1);
    }
  }

  peek(): T | undefined {
    return this.heap[0];
  }

  pop(): T | undefined {
    if (this.heap.length === 0) return undefined;
    const top = this.heap[0];
    const last = this.heap.pop()!;
    if (this.heap.length > 0) {
      this.heap[0] = last;
      this.down(0);
    }
    return top;
  }

  private up(i: number): void {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(this.heap[i], this.heap[p])) break;
      [this.heap[i], this.heap[p]] = [this.heap[p], this.heap[i]];
      i = p;
    }
  }

  private down(i: number): void {
    const n = this.heap.length;
    for (;;) {
      const l = 2 * i + 1, r = l + 1;
      let m = i;
      if (l < n && this.less(this.heap[l], this.heap[m])) m = l;
      if (r < n && this.less(this.heap[r], this.heap[m])) m = r;
      if (m === i) return;
      [this.heap[i], this.heap[m]] = [this.heap[m], this.heap[i]];
      i = m;
    }
  }

  *drain(): Generator<T, void, undefined> {
    while (this.size > 0) yield this.pop()!;
  }
}

class Version implements Comparable<Version> {
  constructor(readonly major: number, readonly minor: number, readonly patch: number) {}
  static parse(s: string): Version {
    const [a, b = 0, c = 0] = s.split(".").map(Number);
    return new Version(a, b, c);
  }
  compareTo(o: Version): number {
    return this.major - o.major || this.minor - o.minor || this.patch - o.patch;
  }
  toString(): string {
    return `v${this.major}.${this.minor}.${this.patch}`;
  }
}

function maxOf<T extends Comparable<T>>(items: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const it of items) if (best === undefined || it.compareTo(best) > 0) best = it;
  return best;
}

class TrieNode {
  children = new Map<string, TrieNode>();
  terminal = false;
  count = 0;
}

class Trie implements Iterable<string> {
  private root = new TrieNode();
  private _size = 0;

  insert(word: string): boolean {
    let node = this.root;
    for (const ch of word) {
      let next = node.children.get(ch);
      if (!next) {
        next = new TrieNode();
        node.children.set(ch, next);
      }
      next.count++;
      node = next;
    }
    if (node.terminal) return false;
    node.terminal = true;
    this._size++;
    return true;
  }

  get size(): number {
    return this._size;
  }

  countPrefix(prefix: string): number {
    let node: TrieNode | undefined = this.root;
    for (const ch of prefix) {
      node = node.children.get(ch);
      if (!node) return 0;
    }
    return node === this.root ? this._size : node.count;
  }

  *withPrefix(prefix: string): IterableIterator<string> {
    let node: TrieNode | undefined = this.root;
    for (const ch of prefix) {
      node = node?.children.get(ch);
    }
    if (node) yield* this.walk(node, prefix);
  }

  private *walk(node: TrieNode, acc: string): Generator<string> {
    if (node.terminal) yield acc;
    const keys = [...node.children.keys()].sort();
    for (const k of keys) yield* this.walk(node.children.get(k)!, acc + k);
  }

  *[Symbol.iterator](): Iterator<string> {
    yield* this.walk(this.root, "");
  }
}

class LRUCache<K, V> {
  private map = new Map<K, V>();
  hits = 0;
  misses = 0;
  constructor(private capacity: number, private onEvict?: (key: K, value: V) => void) {}

  get(key: K): V | undefined {
    if (!this.map.has(key)) {
      this.misses++;
      return undefined;
    }
    const v = this.map.get(key)!;
    this.map.delete(key);
    this.map.set(key, v);
    this.hits++;
    return v;
  }

  set(key: K, value: V): this {
    if (this.map.has(key)) this.map.delete(key);
    else if (this.map.size >= this.capacity) {
      const oldest = this.map.keys().next();
      if (!oldest.done) {
        const k = oldest.value;
        this.onEvict?.(k, this.map.get(k)!);
        this.map.delete(k);
      }
    }
    this.map.set(key, value);
    return this;
  }

  *entries(): IterableIterator<[K, V]> {
    yield* this.map.entries();
  }

  get keys(): K[] {
    return Array.from(this.map.keys());
  }
}

const pq = new PriorityQueue<{ name: string; pri: number }>((a, b) => a.pri < b.pri);
pq.push({ name: "write", pri: 3 }, { name: "read", pri: 1 }, { name: "sync", pri: 2 }, { name: "gc", pri: 5 });
console.log("peek", pq.peek()?.name, "size", pq.size);
console.log([...pq.drain()].map((t) => `${t.name}:${t.pri}`).join(" "));
console.log("empty pop", pq.pop());

const nums = new PriorityQueue<number>((a, b) => a > b);
[5, 1, 9, 3, 7, 2].forEach((n) => nums.push(n));
const top3: number[] = [];
while (top3.length < 3) top3.push(nums.pop()!);
console.log("top3", top3);

const versions = ["1.2.3", "1.10", "1.2.10", "0.9.9"].map(Version.parse);
console.log("max", `${maxOf(versions)}`);
console.log(versions.sort((a, b) => a.compareTo(b)).join(" < "));

const trie = new Trie();
for (const w of "car cart carbon cat dog door do car".split(" ")) trie.insert(w);
console.log("size", trie.size, "ca*", trie.countPrefix("ca"), "do*", trie.countPrefix("do"), "x*", trie.countPrefix("x"));
console.log([...trie.withPrefix("car")]);
console.log(Array.from(trie).join(","));

const evicted: string[] = [];
const cache = new LRUCache<string, number>(3, (k, v) => evicted.push(`${k}=${v}`));
cache.set("a", 1).set("b", 2).set("c", 3);
cache.get("a");
cache.set("d", 4);
cache.get("b");
cache.set("e", 5);
console.log(cache.keys, evicted, cache.hits, cache.misses);
for (const [k, v] of cache.entries()) console.log(k, v);
