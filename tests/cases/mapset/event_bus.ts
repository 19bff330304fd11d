// An event bus: a Map from event names to lists of listener closures.
type Listener = (payload: number) => void;

class EventBus {
  private listeners = new Map<string, Listener[]>();
  private onceSeen = new Set<Listener>();

  on(name: string, fn: Listener): void {
    const list = this.listeners.get(name);
    if (list) list.push(fn);
    else this.listeners.set(name, [fn]);
  }

  once(name: string, fn: Listener): void {
    this.onceSeen.add(fn);
    this.on(name, fn);
  }

  off(name: string, fn: Listener): boolean {
    const list = this.listeners.get(name);
    if (!list) return false;
    const i = list.indexOf(fn);
    if (i < 0) return false;
    list.splice(i, 1);
    if (list.length === 0) this.listeners.delete(name);
    return true;
  }

  emit(name: string, payload: number): number {
    const list = this.listeners.get(name);
    if (!list) return 0;
    const snapshot = list.slice();
    for (const fn of snapshot) {
      fn(payload);
      if (this.onceSeen.has(fn)) {
        this.onceSeen.delete(fn);
        this.off(name, fn);
      }
    }
    return snapshot.length;
  }

  names(): string[] {
    return Array.from(this.listeners.keys());
  }
}

const bus = new EventBus();
const log: string[] = [];
const totals = new Map<string, number>();
const add = (name: string): Listener => (p) => {
  totals.set(name, (totals.get(name) ?? 0) + p);
  log.push(`${name}:${p}`);
};
const a = add("a");
bus.on("tick", a);
bus.on("tick", add("b"));
bus.once("tick", add("once"));
bus.on("done", add("d"));
console.log(bus.emit("tick", 1), bus.emit("tick", 2), bus.emit("nothing", 3));
console.log(bus.off("tick", a), bus.off("tick", a), bus.emit("tick", 5));
console.log(bus.emit("done", 7), bus.names());
console.log(log.join(" "));
console.log(totals);
const fns = new Map<string, () => string>();
fns.set("hi", () => "hello").set("bye", () => "goodbye");
for (const [k, f] of fns) console.log(k, f());
const g = fns.get("hi");
if (g) console.log(g().toUpperCase());
console.log(fns.get("hi")!(), fns.has("nope"));
