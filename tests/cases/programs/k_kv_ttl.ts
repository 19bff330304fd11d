// In-memory key-value store with TTL, private fields, static factories and expiry timers.
type Listener<V> = (event: 'set' | 'delete' | 'expire', key: string, value?: V) => void;

interface Entry<V> {
  value: V;
  expiresAt: number | null;
  timer?: ReturnType<typeof setTimeout>;
}

class KVStore<V> {
  static #instances = 0;
  #data = new Map<string, Entry<V>>();
  #listeners: Listener<V>[] = [];
  #hits = 0;
  #misses = 0;
  readonly #name: string;
  readonly #defaultTtl: number | null;

  private constructor(name: string, defaultTtl: number | null) {
    this.#name = name;
    this.#defaultTtl = defaultTtl;
    KVStore.#instances++;
  }

  static create<T>(name: string): KVStore<T> {
    return new KVStore<T>(name, null);
  }

  static withTtl<T>(name: string, ttlMs: number): KVStore<T> {
    if (ttlMs <= 0) throw new RangeError(`ttl must be positive, got ${ttlMs}`);
    return new KVStore<T>(name, ttlMs);
  }

  static fromEntries<T>(name: string, entries: Iterable<[string, T]>): KVStore<T> {
    const s = KVStore.create<T>(name);
    for (const [k, v] of entries) s.set(k, v);
    return s;
  }

  static get instanceCount(): number {
    return KVStore.#instances;
  }

  get name(): string {
    return this.#name;
  }

  get size(): number {
    return this.#data.size;
  }

  on(fn: Listener<V>): () => void {
    this.#listeners.push(fn);
    return () => {
      this.#listeners = this.#listeners.filter((l) => l !== fn);
    };
  }

  #emit(event: 'set' | 'delete' | 'expire', key: string, value?: V): void {
    for (const l of this.#listeners) l(event, key, value);
  }

  #clearTimer(e: Entry<V>): void {
    if (e.timer !== undefined) clearTimeout(e.timer);
  }

  set(key: string, value: V, ttlMs: number | null = this.#defaultTtl): this {
    const old = this.#data.get(key);
    if (old) this.#clearTimer(old);
    const entry: Entry<V> = { value, expiresAt: ttlMs === null ? null : Date.now() + ttlMs };
    if (ttlMs !== null) {
      entry.timer = setTimeout(() => {
        if (this.#data.get(key) === entry) {
          this.#data.delete(key);
          this.#emit('expire', key, value);
        }
      }, ttlMs);
    }
    this.#data.set(key, entry);
    this.#emit('set', key, value);
    return this;
  }

  get(key: string): V | undefined {
    const e = this.#data.get(key);
    if (!e) {
      this.#misses++;
      return undefined;
    }
    this.#hits++;
    return e.value;
  }

  has(key: string): boolean {
    return this.#data.has(key);
  }

  delete(key: string): boolean {
    const e = this.#data.get(key);
    if (!e) return false;
    this.#clearTimer(e);
    this.#data.delete(key);
    this.#emit('delete', key);
    return true;
  }

  update(key: string, fn: (old: V | undefined) => V): V {
    const next = fn(this.get(key));
    this.set(key, next);
    return next;
  }

  keys(): string[] {
    return [...this.#data.keys()].sort();
  }

  stats() {
    const total = this.#hits + this.#misses;
    return { name: this.#name, size: this.size, hits: this.#hits, misses: this.#misses, hitRate: total ? +(this.#hits / total).toFixed(3) : 0 };
  }

  clear(): void {
    for (const e of this.#data.values()) this.#clearTimer(e);
    this.#data.clear();
  }

  static isStore(x: unknown): x is KVStore<unknown> {
    return typeof x === 'object' && x !== null && #data in x;
  }
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const events: string[] = [];
  const sessions = KVStore.withTtl<{ user: string; roles: string[] }>('sessions', 40);
  const off = sessions.on((ev, key, v) => events.push(`${ev}:${key}${v ? ':' + v.user : ''}`));

  sessions.set('s1', { user: 'ann', roles: ['admin'] });
  sessions.set('s2', { user: 'bo', roles: [] }, 100);
  sessions.set('s3', { user: 'cy', roles: ['dev', 'ops'] }, null);
  console.log('size', sessions.size, 'keys', sessions.keys());
  console.log('s1 roles', sessions.get('s1')?.roles.join('/'), 'missing', sessions.get('zz'));

  await wait(60);
  console.log('after 60ms:', sessions.keys(), 'has s1?', sessions.has('s1'));
  sessions.set('s2', { user: 'bo', roles: ['renewed'] }, 30);
  await wait(10);
  console.log('s2 still there:', sessions.get('s2')?.roles);
  await wait(50);
  console.log('after renew expiry:', sessions.keys());
  off();
  sessions.delete('s3');
  console.log('events:', events);
  console.log('stats:', sessions.stats());

  const counters = KVStore.fromEntries<number>('counters', [['a', 1], ['b', 2]]);
  for (const word of 'the cat and the hat and the bat'.split(' ')) {
    counters.update(word, (n) => (n ?? 0) + 1);
  }
  console.log(counters.keys().map((k) => `${k}=${counters.get(k)}`).join(' '));
  console.log('deleted b:', counters.delete('b'), 'again:', counters.delete('b'));
  console.log(counters.stats());

  try {
    KVStore.withTtl<string>('bad', 0);
  } catch (e) {
    console.log(e instanceof RangeError, (e as Error).message);
  }
  console.log('instances', KVStore.instanceCount, KVStore.isStore(counters), KVStore.isStore({ data: 1 }));
  const chained = KVStore.create<string>('chain').set('x', '1').set('y', '2');
  console.log(chained.name, chained.size, chained.keys());
  counters.clear();
  sessions.clear();
  console.log('cleared', counters.size, sessions.size);
}

main();
