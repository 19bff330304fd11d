// An order workflow: `as const` tables, satisfies, private and static-private fields,
// an iterable class, all across modules.
import { Machine, TransitionError } from "./machine";
import { STATES, LABELS, TRANSITIONS, Level, type State } from "./states";

const paid = new Set<string>(["A1"]);
const orders = ["A1", "B2", "C3"].map((id) => new Machine(id).guard((from, to) => (to === "approved" && !paid.has(id) ? "not paid" : null)));
const [a, b, c] = orders;

a.go("submitted").go("approved", "paid by card").go("shipped").go("delivered");
b.go("submitted").go("approved");
Machine.logLevel = Level.Debug;
paid.add("B2");
b.go("approved").go("shipped");
try {
  c.go("shipped");
} catch (e) {
  if (e instanceof TransitionError) console.log(`${e.name}: ${e.message} [${e.from} -> ${e.to}]`);
}
c.go("cancelled");
try {
  c.go("draft");
} catch (e) {
  console.log((e as Error).message);
}

for (const m of orders) {
  const steps = [...m].map((t) => `${t.at}:${t.to}${t.note ? ` (${t.note})` : ""}`);
  console.log(`${m.id} ${LABELS[m.state].padEnd(10)} done=${m.done} ${steps.join(" ")}`);
}
console.log(Machine.log.join("\n"));

const reach = new Map<State, number>();
for (const s of STATES) reach.set(s, TRANSITIONS[s].length);
console.log([...reach].map(([s, n]) => `${s}=${n}`).join(" "));
const counts = orders.reduce<Partial<Record<State, number>>>((acc, m) => {
  acc[m.state] = (acc[m.state] ?? 0) + 1;
  return acc;
}, {});
console.log(counts);
