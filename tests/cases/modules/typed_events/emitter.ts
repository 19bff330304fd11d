// A typed event emitter: the listener map is keyed by event name, and each
// event's payload type comes from the Events map.  Listeners are stored
// type-erased (payload: unknown) under a numeric id; on() and once() wrap
// the typed callback.

export type Listener<T> = (payload: T) => void;

export interface Subscription {
  readonly event: string;
  readonly id: number;
  unsubscribe(): boolean;
}

export class Emitter<Events extends { [name: string]: unknown }> {
  private listeners = new Map<keyof Events, Map<number, (payload: unknown) => void>>();
  private nextListenerId = 1;
  private emitted = 0;

  on<K extends keyof Events & string>(event: K, fn: Listener<Events[K]>): Subscription {
    let byId = this.listeners.get(event);
    if (!byId) {
      byId = new Map();
      this.listeners.set(event, byId);
    }
    const id = this.nextListenerId++;
    byId.set(id, payload => fn(payload as Events[K]));
    return {
      event,
      id,
      unsubscribe: (): boolean => this.off(event, id),
    };
  }

  once<K extends keyof Events & string>(event: K, fn: Listener<Events[K]>): Subscription {
    const sub: Subscription = this.on(event, (payload: Events[K]) => {
      sub.unsubscribe();
      fn(payload);
    });
    return sub;
  }

  off(event: keyof Events, id: number): boolean {
    const byId = this.listeners.get(event);
    if (!byId) return false;
    const removed = byId.delete(id);
    if (byId.size === 0) this.listeners.delete(event);
    return removed;
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): number {
    const byId = this.listeners.get(event);
    this.emitted++;
    if (!byId) return 0;
    let calls = 0;
    for (const fn of [...byId.values()]) {
      fn(payload);
      calls++;
    }
    return calls;
  }

  listenerCount(event: keyof Events): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  get totalEmitted(): number {
    return this.emitted;
  }
}
