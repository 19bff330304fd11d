// A toJSON method the static type does not show: Node calls it; Kiln's
// JSON.stringify cannot call a compiled method by name and prints the own
// properties instead (a known failure; a type that shows toJSON is rejected
// at compile time, see errors/json_to_json.ts).
interface Item { name: string; qty: number }
class Stamped implements Item {
  constructor(public name: string, public qty: number) {}
  toJSON(): object { return { name: this.name.toUpperCase() }; }
}
const items: Item[] = [{ name: "plain", qty: 1 }, new Stamped("stamped", 2)];
console.log(JSON.stringify(items));
