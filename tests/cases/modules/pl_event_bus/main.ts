// A typed event bus split across modules, wired through a barrel.
import { makeBus, Severity, dispatchedCount, channelMask, describeMask, listeners, EventBus } from "./index";
import type { Events, Handler, EventName } from "./index";

const bus = makeBus();
const offUser = listeners.install(bus);

const seen: EventName[] = [];
const tap: Handler<Events["log"]> = (e) => {
  if (e.severity !== Severity.Info) seen.push("log");
};
const offTap = bus.on("log", tap);

bus.emit("user:created", { id: 1, name: "Ada", email: "ada@example.com" });
bus.emit("user:created", { id: 2, name: "Brendan" });
bus.emit("order:placed", {
  orderId: "A-100",
  userId: 1,
  lines: [
    { sku: "pen", qty: 3, price: 1.25 },
    { sku: "pad", qty: 1, price: 4.5 },
  ],
});
bus.emit("order:placed", { orderId: "A-101", userId: 7, lines: [] });
bus.emit("order:placed", { orderId: "A-102", userId: 2, lines: [{ sku: "ink", qty: 10, price: 0.99 }] });
bus.emit("order:placed", { orderId: "A-103", userId: 1, lines: [{ sku: "desk", qty: 1, price: 129 }] });

offUser();
const reached = bus.emit("user:created", { id: 3, name: "Grace" });
console.log("user listeners after off:", reached, bus.listenerCount("user:created"));

bus.emit("log", { severity: Severity.Error, message: "disk almost full" });
offTap();
bus.emit("log", { severity: Severity.Warn, message: "tap removed" });

console.log("shutdown handlers:", bus.emit("shutdown", undefined), bus.emit("shutdown", undefined));

for (const line of listeners.logLines) console.log(line);
console.log("revenue:");
for (const r of listeners.revenueReport()) console.log("  " + r);
console.log("seen by tap:", seen);
console.log("emitted:", bus.emitted.join(","));
console.log("dispatched:", dispatchedCount(), "listeners now:", bus.listenerCount());

const mask = channelMask(["user:created", "shutdown"]);
console.log("mask", mask, describeMask(mask), describeMask(0));

// A second, differently typed bus shares the module's dispatch counter.
interface Ticks {
  tick: number;
  reset: { reason: string };
}
const clock = new EventBus<Ticks>();
let sum = 0;
clock.on("tick", (n) => (sum += n));
clock.on("reset", (r) => {
  console.log("reset because", r.reason, "at", sum);
  sum = 0;
});
for (let i = 1; i <= 5; i++) clock.emit("tick", i * i);
clock.emit("reset", { reason: "manual" });
clock.emit("tick", 42);
console.log("sum", sum, "total dispatched", dispatchedCount());
