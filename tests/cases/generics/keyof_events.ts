// `K extends keyof E`: the argument's literal is inferred for K (not widened
// to string), E[K] is the property's type, `keyof E & string` is keyof E,
// and a type alias meets an index-signature constraint.
type Events = { tick: number; name: string; stop: undefined };
type AB = "a" | "b";

function pick<K extends AB>(k: K): K { return k; }
function relay(k: AB): string { return pick(k); }

class Bus<E extends { [name: string]: unknown }> {
  private handlers: { event: string; fn: (p: unknown) => void }[] = [];
  on<K extends keyof E & string>(event: K, fn: (payload: E[K]) => void): number {
    this.handlers.push({ event, fn: p => fn(p as E[K]) });
    return this.count(event);
  }
  count<K extends keyof E & string>(event: K): number {
    return this.handlers.filter(h => h.event === event).length;
  }
  emit<K extends keyof E & string>(event: K, payload: E[K]): number {
    let n = 0;
    for (const h of this.handlers) if (h.event === event) { h.fn(payload); n++; }
    return n;
  }
}

const bus = new Bus<Events>();
const log: string[] = [];
bus.on("tick", n => log.push(`tick ${n.toFixed(1)}`));
bus.on("name", s => log.push(`name ${s.toUpperCase()}`));
console.log(bus.on("tick", n => log.push(`sq ${n * n}`)));
bus.on("stop", () => log.push("stop"));
console.log(bus.emit("tick", 3), bus.emit("name", "kiln"), bus.emit("stop", undefined), bus.count("name"));
console.log(log, relay("b"), pick("a"));

function withEach<T>(items: T[], cb: (item: T) => void): number { items.forEach(cb); return items.length; }
let calls = 0;
console.log(withEach([1, 2, 3], () => calls++), calls);
