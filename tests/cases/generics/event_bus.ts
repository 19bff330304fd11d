// An event bus whose generic methods take typed channels.
class Channel<T> {
  readonly listeners: ((payload: T) => void)[] = [];
  constructor(readonly name: string) {}
}

class EventBus {
  private log: string[] = [];
  on<T>(ch: Channel<T>, f: (payload: T) => void): void {
    ch.listeners.push(f);
    this.log.push("subscribe " + ch.name);
  }
  emit<T>(ch: Channel<T>, payload: T): number {
    this.log.push("emit " + ch.name);
    for (const f of ch.listeners) f(payload);
    return ch.listeners.length;
  }
  request<T, R>(ch: Channel<T>, payload: T, reply: (p: T) => R): R {
    this.emit(ch, payload);
    return reply(payload);
  }
  history(): string {
    return this.log.join(", ");
  }
}

interface Order { id: number; amount: number }
const orders = new Channel<Order>("orders");
const alerts = new Channel<string>("alerts");
const bus = new EventBus();
let revenue = 0;
bus.on(orders, (o) => { revenue += o.amount; });
bus.on(orders, (o) => {
  if (o.amount > 100) bus.emit(alerts, "big order #" + o.id);
});
bus.on(alerts, (msg) => console.log("ALERT:", msg));
console.log(bus.emit(orders, { id: 1, amount: 40 }));
console.log(bus.emit(orders, { id: 2, amount: 250 }));
const label = bus.request(orders, { id: 3, amount: 5 }, (o) => "order " + o.id + " ok");
const size = bus.request(alerts, "ping", (s) => s.length);
console.log(label, size, revenue);
console.log(bus.history());
