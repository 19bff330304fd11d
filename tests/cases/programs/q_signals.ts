// A reactive signals library: signal/computed/effect with automatic dependency tracking and batching.

interface Subscriber {
  name: string;
  markDirty(): void;
  deps: Set<Dependency>;
}

interface Dependency {
  readonly name: string;
  unsubscribe(sub: Subscriber): void;
}

let currentObserver: Subscriber | null = null;
let batchDepth = 0;
const pendingEffects = new Set<Effect>();
const log: string[] = [];

abstract class Source<T> implements Dependency {
  protected subscribers = new Set<Subscriber>();
  constructor(public readonly name: string) {}

  protected track(): void {
    if (currentObserver) {
      this.subscribers.add(currentObserver);
      currentObserver.deps.add(this);
    }
  }

  protected notify(): void {
    for (const sub of [...this.subscribers]) sub.markDirty();
  }

  unsubscribe(sub: Subscriber): void {
    this.subscribers.delete(sub);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  abstract get value(): T;
}

class Signal<T> extends Source<T> {
  private current: T;
  constructor(name: string, initial: T, private readonly equals: (a: T, b: T) => boolean = (a, b) => Object.is(a, b)) {
    super(name);
    this.current = initial;
  }

  get value(): T {
    this.track();
    return this.current;
  }

  set value(next: T) {
    if (this.equals(this.current, next)) return;
    this.current = next;
    batch(() => this.notify());
  }

  peek(): T {
    return this.current;
  }

  update(fn: (prev: T) => T): void {
    this.value = fn(this.current);
  }
}

class Computed<T> extends Source<T> implements Subscriber {
  deps = new Set<Dependency>();
  private cached: T | undefined;
  private dirty = true;
  evaluations = 0;

  constructor(name: string, private readonly fn: () => T) {
    super(name);
  }

  markDirty(): void {
    if (this.dirty) return;
    this.dirty = true;
    this.notify();
  }

  get value(): T {
    this.track();
    if (this.dirty) {
      for (const d of this.deps) d.unsubscribe(this);
      this.deps.clear();
      const prev = currentObserver;
      currentObserver = this;
      try {
        this.cached = this.fn();
        this.evaluations++;
      } finally {
        currentObserver = prev;
      }
      this.dirty = false;
    }
    return this.cached as T;
  }
}

class Effect implements Subscriber {
  deps = new Set<Dependency>();
  runs = 0;
  private cleanup: (() => void) | void = undefined;
  private disposed = false;

  constructor(public readonly name: string, private readonly fn: () => (() => void) | void) {
    this.run();
  }

  markDirty(): void {
    if (!this.disposed) pendingEffects.add(this);
  }

  run(): void {
    if (this.disposed) return;
    if (typeof this.cleanup === "function") this.cleanup();
    for (const d of this.deps) d.unsubscribe(this);
    this.deps.clear();
    const prev = currentObserver;
    currentObserver = this;
    try {
      this.runs++;
      this.cleanup = this.fn();
    } finally {
      currentObserver = prev;
    }
  }

  dispose(): void {
    if (typeof this.cleanup === "function") this.cleanup();
    for (const d of this.deps) d.unsubscribe(this);
    this.deps.clear();
    this.disposed = true;
  }
}

function batch(fn: () => void): void {
  batchDepth++;
  try {
    fn();
  } finally {
    batchDepth--;
    if (batchDepth === 0) flush();
  }
}

let flushing = false;
function flush(): void {
  if (flushing) return;
  flushing = true;
  let rounds = 0;
  try {
    while (pendingEffects.size > 0) {
      if (++rounds > 100) throw new Error(`effects did not settle after ${rounds - 1} rounds`);
      const effects = [...pendingEffects].sort((a, b) => a.name.localeCompare(b.name));
      pendingEffects.clear();
      for (const e of effects) e.run();
    }
  } finally {
    flushing = false;
    pendingEffects.clear();
  }
}

const signal = <T,>(name: string, v: T) => new Signal(name, v);
const computed = <T,>(name: string, fn: () => T) => new Computed(name, fn);
const effect = (name: string, fn: () => (() => void) | void) => new Effect(name, fn);

// --- a little shopping cart wired with signals ---
interface Item { sku: string; price: number; qty: number }

const items = signal<Item[]>("items", [
  { sku: "apple", price: 0.5, qty: 6 },
  { sku: "bread", price: 2.25, qty: 1 },
]);
const discountPct = signal("discount", 0);
const currency = signal("currency", "EUR");

const subtotal = computed("subtotal", () => items.value.reduce((s, i) => s + i.price * i.qty, 0));
const discount = computed("discount", () => (subtotal.value * discountPct.value) / 100);
const total = computed("total", () => subtotal.value - discount.value);
const itemCount = computed("count", () => items.value.reduce((n, i) => n + i.qty, 0));

effect("render", () => {
  log.push(`render: ${itemCount.value} items, total ${total.value.toFixed(2)} ${currency.value}`);
});
const stopper = effect("audit", () => {
  const t = total.value;
  log.push(`audit saw ${t.toFixed(2)}`);
  return () => log.push(`audit cleanup (was ${t.toFixed(2)})`);
});

items.update((list) => [...list, { sku: "cheese", price: 4.8, qty: 2 }]);
discountPct.value = 10;
discountPct.value = 10; // unchanged: no effects run

batch(() => {
  currency.value = "USD";
  discountPct.value = 25;
  items.update((list) => list.map((i) => (i.sku === "apple" ? { ...i, qty: i.qty + 4 } : i)));
});

stopper.dispose();
items.update((list) => list.filter((i) => i.sku !== "bread"));

// conditional dependencies: the effect only tracks what it read last time
const showDetails = signal("showDetails", false);
const detail = signal("detail", "none");
const conditional = effect("conditional", () => {
  log.push(showDetails.value ? `details: ${detail.value}` : "details hidden");
});
detail.value = "ignored while hidden";
showDetails.value = true;
detail.value = "now visible";
showDetails.value = false;
detail.value = "hidden again";

// diamond: a -> b, a -> c, (b, c) -> d; d must evaluate once per change
const a = signal("a", 1);
const b = computed("b", () => a.value * 2);
const c = computed("c", () => a.value + 10);
const d = computed("d", () => `${b.value}+${c.value}`);
effect("diamond", () => { log.push(`d=${d.value}`); });
a.value = 5;
batch(() => { a.value = 6; a.value = 7; });

for (const line of log) console.log(line);
console.log(`evaluations: subtotal=${subtotal.evaluations} total=${total.evaluations} d=${d.evaluations}`);
console.log(`conditional runs=${conditional.runs}, detail subscribers=${detail.subscriberCount}, showDetails subscribers=${showDetails.subscriberCount}`);
console.log(`total subscribers=${total.subscriberCount} (audit disposed)`);
try {
  const x = signal("x", 0);
  effect("loop", () => { x.value = x.value + 1; });
} catch (e) {
  console.log(`caught: ${(e as Error).message}`);
}
