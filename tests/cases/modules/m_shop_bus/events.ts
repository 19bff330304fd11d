// A typed event bus and the domain events of a small shop.
export enum Channel { Orders = "orders", Stock = "stock", Audit = "audit" }

export type ShopEvents = {
  orderPlaced: { orderId: string; sku: string; qty: number };
  orderCancelled: { orderId: string; reason: string };
  stockLow: { sku: string; left: number };
  restocked: { sku: string; qty: number };
};

export type Handler<P> = (payload: P, meta: { seq: number; channel: Channel }) => void;

export class EventBus<E extends Record<string, object>> {
  private handlers: { [K in keyof E]?: Handler<E[K]>[] } = {};
  private seq = 0;
  readonly history: { name: keyof E; channel: Channel; seq: number }[] = [];

  on<K extends keyof E>(name: K, h: Handler<E[K]>): () => void {
    const list = (this.handlers[name] ??= []);
    list.push(h);
    return () => {
      const i = list.indexOf(h);
      if (i >= 0) list.splice(i, 1);
    };
  }

  emit<K extends keyof E>(name: K, payload: E[K], channel: Channel = Channel.Audit): number {
    const seq = ++this.seq;
    this.history.push({ name, channel, seq });
    for (const h of [...(this.handlers[name] ?? [])]) h(payload, { seq, channel });
    return seq;
  }

  count(name?: keyof E): number {
    return name === undefined ? this.history.length : this.history.filter((h) => h.name === name).length;
  }
}
