import { auditLog, installedAt } from "./audit";
import { Stats, BusError } from "./stats";
import bus from "./bus";

console.log("audit installed", installedAt, "handlers");
const stats = new Stats();
let firstTick = -1;
bus.once("tick", (t, m) => { firstTick = t.at * 100 + m.seq; });
console.log("now", bus.count(), "tick handlers", bus.count("tick"));

bus.emit("user:created", { id: 1, name: "ann" });
bus.emit("user:created", { id: 2, name: "bo" });
bus.emit("order:placed", { orderId: "A1", userId: 1, total: 30 });
bus.emit("order:placed", { orderId: "A2", userId: 2, total: 12.5 });
bus.emit("order:placed", { orderId: "A3", userId: 9, total: 1 });
bus.emit("order:placed", { orderId: "A4", userId: 2, total: 40 });
console.log("tick listeners:", bus.emit("tick", { at: 3 }), bus.emit("tick", { at: 4 }));
const off = bus.on("tick", () => { throw "plain string"; });
bus.emit("tick", { at: 1 });
console.log(off(), off());

console.log(auditLog.join("\n"));
console.log("top", stats.top(), "ticks", stats.ticks, "first", firstTick);
for (const e of bus.errors) console.log(e instanceof BusError, e.name, e.event, e.message);
