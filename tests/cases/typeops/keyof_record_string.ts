// keyof Record<string, V> is string, Record<string, V>[string] is V, and a
// mapped type over string keys may use its key in the value type.
type Listener<A extends unknown[]> = (...args: A) => void;

class Emitter<Events extends Record<string, unknown[]>> {
  private listeners: { [E in keyof Events]?: Array<Listener<Events[E]>> } = {};
  on<E extends keyof Events>(event: E, fn: Listener<Events[E]>): void {
    (this.listeners[event] ??= []).push(fn);
  }
  emit<E extends keyof Events>(event: E, ...args: Events[E]): number {
    const list = this.listeners[event] ?? [];
    for (const fn of list) fn(...args);
    return list.length;
  }
  count(event: keyof Events): number {
    return this.listeners[event]?.length ?? 0;
  }
}

const loose = new Emitter<Record<string, unknown[]>>();
loose.on("any", (...args: unknown[]) => console.log("any:", args));
console.log(loose.emit("any", 1, "two"), loose.emit("none"), loose.count("any"), loose.count("x"));

const typed = new Emitter<{ ping: [n: number]; quit: [] }>();
typed.on("ping", (n) => console.log("ping", n * 2));
console.log(typed.emit("ping", 21), typed.count("quit"));

type Scores = Record<string, number>;
const k: keyof Scores = "alice";
const v: Scores[string] = 3;
const w: Scores[keyof Scores] = 4;
type Tagged = { [K in string]: { key: K } };
const t: Tagged = { a: { key: "a" } };
type Lists = { [K in number]: K[] };
const l: Lists = { 1: [1, 2] };
console.log(k, v + w, t, l[1]);
