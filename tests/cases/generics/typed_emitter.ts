// A typed event emitter: a mapped type whose value depends on its key
// ({ [K in keyof E]?: Listener<E[K]>[] }), element logical assignment
// (this.ls[k] ??= []), keyof-constrained generic methods.
type Listener<T> = (ev: T) => void;
class Emitter<E extends Record<string, unknown>> {
  private ls: { [K in keyof E]?: Listener<E[K]>[] } = {};
  private counts: { [K in keyof E]?: number } = {};
  on<K extends keyof E>(k: K, f: Listener<E[K]>) {
    (this.ls[k] ??= []).push(f);
    return this;
  }
  emit<K extends keyof E>(k: K, ev: E[K]) {
    this.counts[k] = (this.counts[k] ?? 0) + 1;
    for (const f of this.ls[k] ?? []) f(ev);
  }
  count<K extends keyof E>(k: K): number { return this.counts[k] ?? 0; }
}
interface Events { join: { user: string }; leave: { user: string; reason: string }; tick: number }
const em = new Emitter<Events>();
em.on("join", (e) => console.log("join", e.user))
  .on("leave", (e) => console.log("leave", e.user, e.reason))
  .on("join", (e) => console.log("welcome,", e.user.toUpperCase()))
  .on("tick", (n) => console.log("tick", n.toFixed(1)));
em.emit("join", { user: "ann" });
em.emit("leave", { user: "ann", reason: "bye" });
em.emit("tick", 2);
em.emit("tick", 3);
console.log(em.count("tick"), em.count("join"), em.count("leave"));
type Getters<T> = { [K in keyof T]: () => T[K] };
const point = { x: 1, label: "p" };
const g: Getters<typeof point> = { x: () => point.x * 10, label: () => point.label + "!" };
console.log(g.x() + 1, g.label().length);
const o: Record<string, number[] | undefined> = {};
const key = "k";
(o[key] ??= []).push(1);
(o["k"] ??= []).push(2);
console.log(o, -"3", -true, -"x");
