import { TaskStore, describeEvent, type TaskEvent, PRIORITY_ORDER } from "./domain";
import formatTask, { overdue, fixedClock } from "./format";
import * as Domain from "./domain/types";

const store = new TaskStore();
const journal: string[] = [];
const unsubscribe = store.bus.subscribe((e: TaskEvent) => journal.push(describeEvent(e)));
let completions = 0;
store.bus.subscribe((e) => {
  if (e.type === "completed") completions++;
});

const a = store.add("Write report", "high", ["work"], "2024-03-10");
const b = store.add("Buy milk", "low", ["home"]);
const c = store.add("Fix bug #42", "high", ["work", "urgent"], "2024-03-20");
store.add("Call mom", undefined, ["home"]);
store.complete(b.id);
store.complete(b.id);
store.retitle(c.id, "Fix bug #42 (login)");
unsubscribe();
store.complete(a.id);

console.log(journal.join("\n"));
console.log(`events=${store.bus.emitted} completions=${completions} size=${store.size}`);
for (const t of store.list()) console.log(formatTask(t));
console.log("open work:", store.list({ done: false, tag: "work" }).map((t) => t.id));
console.log("overdue:", store.list().filter((t) => overdue(t, fixedClock)).map((t) => t.title));
console.log(Object.entries(PRIORITY_ORDER).map(([k, v]) => `${k}:${v}`).join(" "), Domain.PRIORITY_ORDER.high);
try {
  store.retitle("T-99", "nope");
} catch (e) {
  console.log((e as Error).message);
}
