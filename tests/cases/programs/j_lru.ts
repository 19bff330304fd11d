// An LRU cache and a generic memoize higher-order function.
interface CacheStats {
  hits: number;
  misses: number;
  evictions: number;
}

class Node<K, V> {
  prev: Node<K, V> | null = null;
  next: Node<K, V> | null = null;
  constructor(public key: K, public value: V) {}
}

class LRUCache<K, V> implements Iterable<[K, V]> {
  private map = new Map<K, Node<K, V>>();
  private head: Node<K, V> | null = null; // most recent
  private tail: Node<K, V> | null = null; // least recent
  readonly stats: CacheStats = { hits: 0, misses: 0, evictions: 0 };
  onEvict?: (key: K, value: V) => void;

  constructor(private readonly capacity: number) {
    if (capacity < 1) throw new RangeError("capacity must be at least 1");
  }

  get size(): number {
    return this.map.size;
  }

  private unlink(n: Node<K, V>): void {
    if (n.prev) n.prev.next = n.next;
    else this.head = n.next;
    if (n.next) n.next.prev = n.prev;
    else this.tail = n.prev;
    n.prev = n.next = null;
  }

  private pushFront(n: Node<K, V>): void {
    n.next = this.head;
    if (this.head) this.head.prev = n;
    this.head = n;
    this.tail ??= n;
  }

  get(key: K): V | undefined {
    const n = this.map.get(key);
    if (!n) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    this.unlink(n);
    this.pushFront(n);
    return n.value;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  set(key: K, value: V): this {
    const existing = this.map.get(key);
    if (existing) {
      existing.value = value;
      this.unlink(existing);
      this.pushFront(existing);
      return this;
    }
    if (this.map.size >= this.capacity && this.tail) {
      const old = this.tail;
      this.unlink(old);
      this.map.delete(old.key);
      this.stats.evictions++;
      this.onEvict?.(old.key, old.value);
    }
    const n = new Node(key, value);
    this.map.set(key, n);
    this.pushFront(n);
    return this;
  }

  delete(key: K): boolean {
    const n = this.map.get(key);
    if (!n) return false;
    this.unlink(n);
    return this.map.delete(key);
  }

  *[Symbol.iterator](): Iterator<[K, V]> {
    for (let n = this.head; n; n = n.next) yield [n.key, n.value];
  }

  keys(): K[] {
    return [...this].map(([k]) => k);
  }

  get hitRate(): string {
    const total = this.stats.hits + this.stats.misses;
    return total ? `${((this.stats.hits / total) * 100).toFixed(1)}%` : "n/a";
  }
}

type AnyFn<A extends unknown[], R> = (...args: A) => R;

interface Memoized<A extends unknown[], R> {
  call: (...args: A) => R;
  readonly cache: LRUCache<string, R>;
  readonly calls: number;
}

function memoize<A extends unknown[], R>(
  fn: AnyFn<A, R>,
  { capacity = 100, key = (...args: A) => JSON.stringify(args) }: { capacity?: number; key?: (...args: A) => string } = {},
): Memoized<A, R> {
  const cache = new LRUCache<string, R>(capacity);
  let calls = 0;
  return {
    call: (...args: A): R => {
      calls++;
      const k = key(...args);
      const hit = cache.get(k);
      if (hit !== undefined) return hit;
      const result = fn(...args);
      cache.set(k, result);
      return result;
    },
    cache,
    get calls() {
      return calls;
    },
  };
}

const cache = new LRUCache<string, number>(3);
const evicted: string[] = [];
cache.onEvict = (k, v) => evicted.push(`${k}=${v}`);
cache.set("a", 1).set("b", 2).set("c", 3);
console.log(cache.get("a"), cache.keys());
cache.set("d", 4);
console.log(cache.keys(), cache.has("b"), cache.get("b"));
cache.set("c", 30).set("e", 5).set("f", 6);
console.log([...cache], evicted, cache.size);
console.log(cache.delete("f"), cache.delete("zz"), cache.keys(), cache.stats, cache.hitRate);

let slowCalls = 0;
const fib: Memoized<[number], number> = memoize((n: number): number => {
  slowCalls++;
  return n < 2 ? n : fib.call(n - 1) + fib.call(n - 2);
}, { capacity: 200 });
console.log(fib.call(80), slowCalls, fib.calls, fib.cache.size, fib.cache.hitRate);
console.log(fib.call(80) === fib.call(80), slowCalls);

const dist = memoize(
  (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y),
  { capacity: 2, key: (a, b) => `${a.x},${a.y}|${b.x},${b.y}` },
);
const pts = [{ x: 0, y: 0 }, { x: 3, y: 4 }, { x: 6, y: 8 }];
const ds = pts.flatMap((p) => pts.map((q) => dist.call(p, q)));
console.log(ds, dist.calls, dist.cache.stats, dist.cache.keys());

const words = memoize((s: string, upper = false) => (upper ? s.toUpperCase() : s.split("").reverse().join("")));
console.log(words.call("abc"), words.call("abc", true), words.call("abc"), words.cache.keys(), words.cache.stats.hits);
try {
  new LRUCache<number, number>(0);
} catch (e) {
  console.log(`${(e as Error).name}: ${(e as Error).message}`);
}
