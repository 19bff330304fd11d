// Typed event emitter, state machine, and an order workflow
type Events = {
  created: { id: number; total: number };
  paid: { id: number; method: "card" | "cash" };
  shipped: { id: number; carrier: string };
  cancelled: { id: number; reason: string };
};
type Listener<T> = (payload: T) => void;
class Emitter<E extends Record<string, unknown>> {
  private listeners: { [K in keyof E]?: Listener<E[K]>[] } = {};
  on<K extends keyof E>(ev: K, fn: Listener<E[K]>): () => void {
    (this.listeners[ev] ??= []).push(fn);
    return () => this.off(ev, fn);
  }
  off<K extends keyof E>(ev: K, fn: Listener<E[K]>) {
    const arr = this.listeners[ev];
    if (!arr) return;
    const i = arr.indexOf(fn);
    if (i >= 0) arr.splice(i, 1);
  }
  emit<K extends keyof E>(ev: K, payload: E[K]): number {
    const arr = this.listeners[ev] ?? [];
    for (const fn of [...arr]) fn(payload);
    return arr.length;
  }
}
type State = "new" | "paid" | "shipped" | "cancelled";
const transitions: Record<State, State[]> = {
  new: ["paid", "cancelled"],
  paid: ["shipped", "cancelled"],
  shipped: [],
  cancelled: [],
};
class Order {
  state: State = "new";
  log: string[] = [];
  constructor(readonly id: number, readonly total: number) {}
  go(to: State): boolean {
    if (!transitions[this.state].includes(to)) { this.log.push(`reject ${this.state}->${to}`); return false; }
    this.log.push(`${this.state}->${to}`);
    this.state = to;
    return true;
  }
}
const bus = new Emitter<Events>();
const orders = new Map<number, Order>();
const audit: string[] = [];
bus.on("created", ({ id, total }) => { orders.set(id, new Order(id, total)); audit.push(`created ${id} ${total.toFixed(2)}`); });
bus.on("paid", p => { orders.get(p.id)?.go("paid"); audit.push(`paid ${p.id} by ${p.method}`); });
const unsubShip = bus.on("shipped", p => { orders.get(p.id)?.go("shipped"); audit.push(`shipped ${p.id} via ${p.carrier}`); });
bus.on("cancelled", p => { const o = orders.get(p.id); if (o && o.go("cancelled")) audit.push(`cancelled ${p.id}: ${p.reason}`); });
let counter = 0;
const once: () => void = bus.on("created", () => { counter++; once(); });
for (let i = 1; i <= 4; i++) bus.emit("created", { id: i, total: i * 19.99 });
bus.emit("paid", { id: 1, method: "card" });
bus.emit("paid", { id: 2, method: "cash" });
bus.emit("shipped", { id: 1, carrier: "UPS" });
bus.emit("cancelled", { id: 1, reason: "too late" });
bus.emit("cancelled", { id: 3, reason: "changed mind" });
unsubShip();
console.log(bus.emit("shipped", { id: 2, carrier: "FedEx" }));
bus.emit("paid", { id: 3, method: "card" });
console.log(audit);
console.log("once fired", counter);
for (const o of orders.values()) console.log(o.id, o.state, o.log.join(", "));
const byState = [...orders.values()].reduce<Record<string, number[]>>((acc, o) => {
  (acc[o.state] ||= []).push(o.id);
  return acc;
}, {});
console.log(byState);
const revenue = [...orders.values()].filter(o => o.state !== "cancelled" && o.state !== "new").reduce((s, o) => s + o.total, 0);
console.log(`revenue: ${revenue.toFixed(2)}`, new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(revenue));
console.log([...orders.values()][0]);
// traffic light FSM with enum
enum Light { Red = "RED", Yellow = "YELLOW", Green = "GREEN" }
const nextLight: { [L in Light]: [Light, number] } = {
  [Light.Red]: [Light.Green, 30],
  [Light.Green]: [Light.Yellow, 25],
  [Light.Yellow]: [Light.Red, 5],
};
let cur: Light = Light.Red, t = 0;
const timeline: string[] = [];
while (t < 120) { const step: [Light, number] = nextLight[cur]; timeline.push(`${String(t).padStart(3)}s ${cur}`); t += step[1]; cur = step[0]; }
console.log(timeline.join("\n"));
console.log(nextLight, Object.values(Light));
enum Dir { Up = 1, Down, Left = 10, Right }
console.log(Dir[2], Dir.Right, Object.keys(Dir));
