// node:events: EventEmitter order, once, prepend, off, emit's snapshot, error events.
import { EventEmitter } from "node:events";

const log: string[] = [];
const em = new EventEmitter();

function onData(chunk: string, size: number): void {
  log.push(`data ${chunk}/${size}`);
}
const onceData = (chunk: string): void => {
  log.push(`once ${chunk}`);
};

em.on("data", onData);
em.once("data", onceData);
em.prependListener("data", () => log.push("prepended"));
em.prependOnceListener("data", (c: string) => log.push(`prepended-once ${c}`));
console.log("count", em.listenerCount("data"), em.listenerCount("none"));
console.log("emit 1", em.emit("data", "a", 1));
console.log("emit 2", em.emit("data", "b", 2));
console.log(log.join(" | "));
log.length = 0;

// the same function twice: off removes the last registration only
em.on("data", onData);
console.log("count", em.listenerCount("data"));
em.off("data", onData);
console.log("count after off", em.listenerCount("data"));
em.removeListener("data", onData);
em.removeListener("data", onData); // nothing left to remove
console.log("count after 2x remove", em.listenerCount("data"));

// listeners added or removed during emit take effect from the next emit
const tick = new EventEmitter();
let n = 0;
const second = (): void => { log.push("second"); };
tick.on("tick", () => {
  n++;
  log.push(`first ${n}`);
  tick.off("tick", second);
  tick.on("tick", () => log.push(`late ${n}`));
});
tick.on("tick", second);
tick.emit("tick");
tick.emit("tick");
console.log(log.join(" | "));
console.log("tick listeners", tick.listenerCount("tick"), tick.listeners("tick").length);
log.length = 0;

// chaining, eventNames, removeAllListeners
const bus = new EventEmitter()
  .on("a", () => log.push("a"))
  .on("b", () => log.push("b"))
  .once("c", () => log.push("c"));
console.log(bus.eventNames());
bus.emit("c");
console.log(bus.eventNames());
bus.removeAllListeners("a");
console.log(bus.eventNames(), bus.emit("a"), bus.emit("b"));
bus.removeAllListeners();
console.log(bus.eventNames(), bus.emit("b"));
console.log(log.join(" | "));

// rest listeners and extra or missing arguments
const rest = new EventEmitter();
rest.on("sum", (...xs: any[]) => {
  let t = 0;
  for (const x of xs) t += x as number;
  console.log("sum of", xs.length, "=", t);
});
rest.on("sum", (first: number) => console.log("first is", first));
rest.emit("sum", 1, 2, 3, 4);
rest.on("opt", (label?: string) => console.log("label", label ?? "(none)"));
rest.emit("opt");
rest.emit("opt", "x");

// 'error' events
const errs = new EventEmitter();
try {
  errs.emit("error", new RangeError("out of range"));
} catch (e) {
  console.log("thrown:", e instanceof RangeError, (e as Error).message);
}
try {
  errs.emit("error", "just a string");
} catch (e) {
  console.log("thrown:", (e as Error).message);
}
errs.on("error", (e: Error) => console.log("handled:", e.message));
console.log(errs.emit("error", new Error("boom")));
console.log(em.getMaxListeners(), em.setMaxListeners(20).getMaxListeners(), EventEmitter.defaultMaxListeners);
