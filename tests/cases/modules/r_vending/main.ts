// A vending machine: discriminated unions, a mapped handler table, template literal slot ids.
import { Machine, MachineError } from "./machine";
import type { Event, Slot, SlotId } from "./states";
import { cents } from "./money";

const stock: Slot[] = [
  { id: "A1", name: "Cola", price: 125, stock: 2 },
  { id: "A2", name: "Water", price: 90, stock: 1 },
  { id: "B1", name: "Chips", price: 65, stock: 0 },
];
const m = new Machine(new Map(stock.map((s): [SlotId, Slot] => [s.id, s])));

const script: Event[] = [
  { type: "select", slot: "A1" },
  { type: "coin", coin: 100 },
  { type: "select", slot: "A1" },
  { type: "coin", coin: 25 },
  { type: "coin", coin: 25 },
  { type: "select", slot: "B1" },
  { type: "select", slot: "A1" },
  { type: "coin", coin: 5 },
  { type: "taken" },
  { type: "coin", coin: 100 },
  { type: "cancel" },
  { type: "coin", coin: 100 },
  { type: "select", slot: "A2" },
  { type: "taken" },
  { type: "taken" },
  { type: "cancel" },
  { type: "coin", coin: 10 },
  { type: "kick" },
];
for (const e of script) {
  const before = m.current.kind;
  const after = m.send(e);
  const detail = "coin" in e ? e.coin : "slot" in e ? e.slot : "";
  console.log(`${before.padEnd(10)} ${e.type}${detail ? `(${detail})` : ""} -> ${after}`, JSON.stringify(m.current));
}
console.log(m.messages.join("\n"));
console.log([...m.bank].map(([c, n]) => `${c}x${n}`).join(" "), stock.map((s) => `${s.id}:${s.stock}`).join(" "), cents(1234));
try {
  m.slot("B2");
} catch (e) {
  console.log(e instanceof RangeError, e instanceof MachineError, (e as Error).message);
}
