// A toJSON method the static type does not show: Node calls it, and so does
// Kiln (the class is flagged RT_CLASS_TOJSON; the typed serializer gives the
// call to the general one, which calls the class's json:toJSON thunk).
interface Item { name: string; qty: number }
class Stamped implements Item {
  constructor(public name: string, public qty: number) {}
  toJSON(): object { return { name: this.name.toUpperCase() }; }
}
const items: Item[] = [{ name: "plain", qty: 1 }, new Stamped("stamped", 2)];
console.log(JSON.stringify(items));
