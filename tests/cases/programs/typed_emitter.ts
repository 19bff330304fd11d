// A typed event emitter with callbacks, once-listeners and wildcard logging.
type Listener<T> = (payload: T) => void;

interface AppEvents {
  login: { user: string; at: number };
  logout: { user: string };
  message: { from: string; to: string; text: string };
  error: Error;
}

class TypedEmitter<E extends { [K in keyof E]: unknown }> {
  private listeners: { [K in keyof E]?: Array<{ fn: Listener<E[K]>; once: boolean }> } = {};
  private anyListeners: Array<(name: keyof E, payload: unknown) => void> = [];

  on<K extends keyof E>(name: K, fn: Listener<E[K]>): () => void {
    const list = (this.listeners[name] ??= []);
    list.push({ fn, once: false });
    return () => this.off(name, fn);
  }

  once<K extends keyof E>(name: K, fn: Listener<E[K]>): void {
    (this.listeners[name] ??= []).push({ fn, once: true });
  }

  off<K extends keyof E>(name: K, fn: Listener<E[K]>): void {
    const list = this.listeners[name];
    if (!list) return;
    const i = list.findIndex((l) => l.fn === fn);
    if (i >= 0) list.splice(i, 1);
  }

  onAny(fn: (name: keyof E, payload: unknown) => void): void { this.anyListeners.push(fn); }

  emit<K extends keyof E>(name: K, payload: E[K]): number {
    const list = this.listeners[name];
    let n = 0;
    if (list) {
      for (const entry of [...list]) {
        if (entry.once) this.off(name, entry.fn);
        entry.fn(payload);
        n++;
      }
    }
    this.anyListeners.forEach((f) => f(name, payload));
    return n;
  }

  listenerCount<K extends keyof E>(name: K): number { return this.listeners[name]?.length ?? 0; }
}

const bus = new TypedEmitter<AppEvents>();
const log: string[] = [];
const online = new Set<string>();

bus.onAny((name, payload) => log.push(`${String(name)}:${payload instanceof Error ? payload.message : JSON.stringify(payload)}`));

const stopLogin = bus.on("login", ({ user, at }) => {
  online.add(user);
  console.log(`welcome ${user} (t=${at})`);
});
bus.once("login", (p) => console.log(`first login ever: ${p.user}`));
bus.on("logout", ({ user }) => { online.delete(user); });

const inbox: Record<string, string[]> = {};
bus.on("message", (m) => {
  if (!online.has(m.to)) {
    bus.emit("error", new Error(`${m.to} is offline`));
    return;
  }
  (inbox[m.to] ||= []).push(`${m.from}: ${m.text}`);
});
let errors = 0;
bus.on("error", (e) => { errors++; console.log("error event:", e.message); });

console.log("count", bus.emit("login", { user: "ann", at: 1 }));
console.log("count", bus.emit("login", { user: "ben", at: 2 }));
bus.emit("message", { from: "ann", to: "ben", text: "hi" });
bus.emit("message", { from: "ben", to: "cat", text: "hello?" });
bus.emit("logout", { user: "ben" });
bus.emit("message", { from: "ann", to: "ben", text: "still there?" });
stopLogin();
console.log("count", bus.emit("login", { user: "cat", at: 3 }), "listeners", bus.listenerCount("login"));
console.log([...online], inbox, errors);
console.log(log.join("\n"));

// Counter-based derivation with closures
function makeCounter(emitter: TypedEmitter<AppEvents>) {
  const counts = new Map<keyof AppEvents, number>();
  emitter.onAny((name) => counts.set(name, (counts.get(name) ?? 0) + 1));
  return {
    top: () => [...counts.entries()].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])))[0],
    total(): number { let t = 0; counts.forEach((v) => (t += v)); return t; },
  };
}
const counter = makeCounter(bus);
for (let i = 0; i < 3; i++) bus.emit("logout", { user: `u${i}` });
bus.emit("message", { from: "x", to: "ann", text: "yo" });
console.log(counter.total(), counter.top(), inbox.ann);
