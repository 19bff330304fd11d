import type { EventName, Events, Handler, Meta, Unsubscribe } from "./types";

export class HandlerError extends Error {
  constructor(readonly event: EventName, readonly cause0: unknown) {
    super(`handler for ${event} failed: ${cause0 instanceof Error ? cause0.message : String(cause0)}`);
    this.name = "HandlerError";
  }
}

export class EventBus {
  private handlers = new Map<EventName, Array<Handler<any>>>();
  private seq = 0;
  readonly errors: HandlerError[] = [];

  on<K extends EventName>(name: K, h: Handler<Events[K]>): Unsubscribe {
    const list = this.handlers.get(name) ?? [];
    list.push(h);
    this.handlers.set(name, list);
    return () => {
      const l = this.handlers.get(name);
      if (!l) return false;
      const i = l.indexOf(h);
      if (i < 0) return false;
      l.splice(i, 1);
      return true;
    };
  }

  once<K extends EventName>(name: K, h: Handler<Events[K]>): void {
    const off: Unsubscribe = this.on(name, (p: Events[K], m: Meta) => { off(); h(p, m); });
  }

  emit<K extends EventName>(name: K, payload: Events[K]): number {
    const meta: Meta = { seq: ++this.seq, name };
    const list = [...(this.handlers.get(name) ?? [])];
    for (const h of list) {
      try { h(payload, meta); } catch (e) { this.errors.push(new HandlerError(name, e)); }
    }
    return list.length;
  }

  count(name?: EventName): number {
    if (name !== undefined) return this.handlers.get(name)?.length ?? 0;
    let n = 0;
    for (const l of this.handlers.values()) n += l.length;
    return n;
  }
}

export const bus = new EventBus();
export default bus;
