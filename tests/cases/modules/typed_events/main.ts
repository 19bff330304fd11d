import { Emitter } from "./emitter";
import { TodoStore, logAll, Todo } from "./store";

const store = new TodoStore();
const log: string[] = [];
const subs = logAll(store, log);

let firstAdded: Todo | null = null;
store.once("added", t => {
  firstAdded = t;
});

const milk = store.add("  buy milk ", "shop");
const tax = store.add("file taxes", "admin", "urgent");
store.add("call mum");
store.toggle(milk.id);
store.toggle(tax.id);
store.toggle(milk.id);
console.log("first added:", firstAdded === null ? "none" : (firstAdded as Todo).title);
console.log("listeners:", (["added", "toggled", "removed", "cleared"] as const).map(e => `${e}=${store.listenerCount(e)}`).join(" "));

let progress = 0;
const counter = store.on("toggled", p => {
  if (p.done) progress++;
});
store.toggle(3);
console.log("cleared", store.clearDone("weekly review"));
store.remove(1);
store.remove(42);
console.log("unsubscribe twice:", counter.unsubscribe(), counter.unsubscribe());
store.toggle(store.add("late").id);

try {
  store.toggle(99);
} catch (e) {
  console.log(e instanceof RangeError ? `range: ${e.message}` : "other");
}
try {
  store.add("   ");
} catch (e) {
  console.log((e as Error).message);
}

subs.forEach(s => s.unsubscribe());
store.add("silent", "shop");
console.log(log.join("\n"));
console.log(`progress=${progress} emitted=${store.totalEmitted}`);
console.log(store.list().map(t => `${t.done ? "[x]" : "[ ]"} ${t.title}`));
console.log(store.byTag());

type Ticks = { tick: number; stop: undefined; message: string };
const clock = new Emitter<Ticks>();
const seen: number[] = [];
clock.on("tick", n => seen.push(n * n));
clock.once("stop", () => seen.push(-1));
for (let i = 1; i <= 4; i++) clock.emit("tick", i);
console.log(clock.emit("stop", undefined), clock.emit("stop", undefined), clock.emit("message", "nobody"));
console.log(seen, clock.totalEmitted);
