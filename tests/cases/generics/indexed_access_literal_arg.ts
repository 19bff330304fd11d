// An object literal for a parameter of type E[K] is checked against the
// instantiation (K inferred from another argument), so its literals keep their types.
type Events = { paid: { id: number; method: "card" | "cash" }; other: { n: number } };
function emit<K extends keyof Events>(ev: K, payload: Events[K]): void { console.log(ev, payload); }
emit("paid", { id: 1, method: "card" });
class Em<E extends Record<string, unknown>> {
  emit<K extends keyof E>(ev: K, payload: E[K]): void { console.log(ev, payload); }
}
const em = new Em<Events>();
em.emit("paid", { id: 2, method: "cash" });
em.emit("other", { n: 3 });
