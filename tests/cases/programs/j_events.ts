// A typed event emitter: event names and payloads come from a map type.
type Listener<A extends unknown[]> = (...args: A) => void;

interface Subscription {
  unsubscribe(): void;
  readonly active: boolean;
}

class TypedEmitter<Events extends Record<string, unknown[]>> {
  private listeners: { [E in keyof Events]?: Array<{ fn: Listener<Events[E]>; once: boolean }> } = {};
  private emitted = 0;

  on<E extends keyof Events>(event: E, fn: Listener<Events[E]>, once = false): Subscription {
    const list = (this.listeners[event] ??= []);
    const entry = { fn, once };
    list.push(entry);
    let active = true;
    return {
      unsubscribe: () => {
        const at = list.indexOf(entry);
        if (at >= 0) list.splice(at, 1);
        active = false;
      },
      get active() {
        return active && list.includes(entry);
      },
    };
  }

  once<E extends keyof Events>(event: E, fn: Listener<Events[E]>): Subscription {
    return this.on(event, fn, true);
  }

  emit<E extends keyof Events>(event: E, ...args: Events[E]): number {
    const list = this.listeners[event];
    if (!list || list.length === 0) return 0;
    this.emitted++;
    let called = 0;
    for (const entry of [...list]) {
      if (entry.once) list.splice(list.indexOf(entry), 1);
      entry.fn(...args);
      called++;
    }
    return called;
  }

  listenerCount(event: keyof Events): number {
    return this.listeners[event]?.length ?? 0;
  }

  get totalEmitted(): number {
    return this.emitted;
  }
}

type ShopEvents = {
  login: [user: string, admin: boolean];
  purchase: [user: string, item: string, price: number];
  logout: [user: string];
  tick: [];
};

const bus = new TypedEmitter<ShopEvents>();
const log: string[] = [];
const revenue = new Map<string, number>();

bus.on("login", (user, admin) => log.push(`${user} logged in${admin ? " (admin)" : ""}`));
const welcome = bus.once("login", (user) => log.push(`welcome, ${user}!`));
bus.on("purchase", (user, item, price) => {
  revenue.set(user, (revenue.get(user) ?? 0) + price);
  log.push(`${user} bought ${item} for ${price.toFixed(2)}`);
});
const big = bus.on("purchase", (user, _item, price) => {
  if (price > 100) log.push(`big spender: ${user}`);
});
let ticks = 0;
bus.on("tick", () => void ticks++);

console.log("welcome active before:", welcome.active);
bus.emit("login", "ann", false);
console.log("welcome active after:", welcome.active);
bus.emit("login", "root", true);
bus.emit("purchase", "ann", "book", 12.5);
bus.emit("purchase", "ann", "laptop", 1299);
big.unsubscribe();
bus.emit("purchase", "root", "server", 5000);
for (let i = 0; i < 3; i++) bus.emit("tick");
console.log("logout listeners:", bus.emit("logout", "ann"));
console.log(log.join("\n"));
console.log("ticks", ticks, "emitted", bus.totalEmitted);
console.log(
  "counts",
  (["login", "purchase", "logout", "tick"] as const).map((e) => `${e}:${bus.listenerCount(e)}`).join(" "),
);
console.log(Object.fromEntries(revenue));

// A second, generic use: a store that notifies on property changes.
type ChangeEvents<T> = { [K in keyof T & string as `change:${K}`]: [next: T[K], prev: T[K]] };

interface Settings {
  theme: string;
  fontSize: number;
  autosave: boolean;
}

class Store<T extends object> {
  private emitter = new TypedEmitter<Record<string, unknown[]>>();
  constructor(private state: T) {}
  get<K extends keyof T>(key: K): T[K] {
    return this.state[key];
  }
  set<K extends keyof T & string>(key: K, value: T[K]): void {
    const prev = this.state[key];
    if (prev === value) return;
    this.state = { ...this.state, [key]: value };
    this.emitter.emit(`change:${key}`, value, prev);
  }
  watch<K extends keyof T & string>(key: K, fn: (next: T[K], prev: T[K]) => void): Subscription {
    return this.emitter.on(`change:${key}`, (...args: unknown[]) => fn(args[0] as T[K], args[1] as T[K]));
  }
  snapshot(): Readonly<T> {
    return { ...this.state };
  }
}

const settings = new Store<Settings>({ theme: "light", fontSize: 12, autosave: false });
const changes: string[] = [];
settings.watch("theme", (next, prev) => changes.push(`theme ${prev} -> ${next}`));
const fs = settings.watch("fontSize", (n, p) => changes.push(`font ${p} -> ${n} (${n > p ? "+" : ""}${n - p})`));
settings.set("theme", "dark");
settings.set("theme", "dark");
settings.set("fontSize", 14);
settings.set("fontSize", 11);
fs.unsubscribe();
settings.set("fontSize", 20);
settings.set("autosave", true);
console.log(changes);
console.log(JSON.stringify(settings.snapshot(), null, "\t"));
const keys: Array<keyof ChangeEvents<Settings>> = ["change:theme", "change:fontSize", "change:autosave"];
console.log(keys.join(","), settings.get("fontSize") + 1);
