// A typed publish/subscribe bus: handlers are keyed by event name and
// receive exactly that event's payload type.
import type { Events } from "./events";
import { channelOf, Channel } from "./events";

export type Handler<T> = (payload: T) => void;

interface Subscription {
  id: number;
  once: boolean;
  handler: Handler<any>;
}

let nextSubId = 1;
let totalDispatched = 0;

export function dispatchedCount(): number {
  return totalDispatched;
}

export class EventBus<E extends { [K in keyof E]: unknown }> {
  private readonly subs = new Map<keyof E, Subscription[]>();
  private history: string[] = [];

  on<K extends keyof E>(name: K, handler: Handler<E[K]>): () => void {
    const sub: Subscription = { id: nextSubId++, once: false, handler };
    const list = this.subs.get(name) ?? [];
    list.push(sub);
    this.subs.set(name, list);
    return () => this.off(name, sub.id);
  }

  once<K extends keyof E>(name: K, handler: Handler<E[K]>): void {
    const list = this.subs.get(name) ?? [];
    list.push({ id: nextSubId++, once: true, handler });
    this.subs.set(name, list);
  }

  private off(name: keyof E, id: number): void {
    const list = this.subs.get(name);
    if (!list) return;
    const idx = list.findIndex((s) => s.id === id);
    if (idx >= 0) list.splice(idx, 1);
  }

  emit<K extends keyof E>(name: K, payload: E[K]): number {
    const list = this.subs.get(name);
    this.history.push(String(name));
    if (!list || list.length === 0) return 0;
    let called = 0;
    for (const sub of [...list]) {
      if (sub.once) this.off(name, sub.id);
      sub.handler(payload);
      called++;
      totalDispatched++;
    }
    return called;
  }

  listenerCount(name?: keyof E): number {
    if (name !== undefined) return this.subs.get(name)?.length ?? 0;
    let n = 0;
    for (const list of this.subs.values()) n += list.length;
    return n;
  }

  get emitted(): readonly string[] {
    return this.history;
  }
}

export function createAppBus(): EventBus<Events> {
  return new EventBus<Events>();
}

export function channelMask(names: (keyof Events)[]): number {
  let mask = 0;
  for (const n of names) mask |= channelOf(n);
  return mask;
}

export function describeMask(mask: number): string {
  const parts: string[] = [];
  if (mask & Channel.Orders) parts.push("orders");
  if (mask & Channel.Users) parts.push("users");
  if (mask & Channel.System) parts.push("system");
  return parts.length ? parts.join("|") : "none";
}
