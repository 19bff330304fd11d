// Listeners that keep their own state and report it on demand.
import { Severity, type OrderPlaced, type UserCreated } from "./events";
import type { EventBus } from "./bus";
import type { Events } from "./events";

const users = new Map<number, UserCreated>();
const revenueByUser: Record<number, number> = {};
export const logLines: string[] = [];

export function log(severity: Severity, message: string): void {
  logLines.push(`[${severity.toUpperCase().padEnd(5)}] ${message}`);
}

function orderTotal(o: OrderPlaced): number {
  return o.lines.reduce((sum, l) => sum + l.qty * l.price, 0);
}

export function install(bus: EventBus<Events>): () => void {
  const offUser = bus.on("user:created", (u) => {
    users.set(u.id, u);
    log(Severity.Info, `user #${u.id} ${u.name}${u.email ? ` <${u.email}>` : ""}`);
  });
  bus.on("order:placed", (o) => {
    const owner = users.get(o.userId);
    if (!owner) {
      bus.emit("log", { severity: Severity.Warn, message: `order ${o.orderId} for unknown user ${o.userId}` });
      return;
    }
    const total = orderTotal(o);
    revenueByUser[o.userId] = (revenueByUser[o.userId] ?? 0) + total;
    log(Severity.Info, `order ${o.orderId}: ${o.lines.length} line(s), ${total.toFixed(2)} for ${owner.name}`);
  });
  bus.on("log", ({ severity, message }) => log(severity, message));
  bus.once("shutdown", () => log(Severity.Info, "shutting down"));
  return offUser;
}

export function revenueReport(): string[] {
  return Object.entries(revenueByUser)
    .sort((a, b) => b[1] - a[1])
    .map(([id, amount]) => `${users.get(Number(id))?.name ?? "?"}: ${amount.toFixed(2)}`);
}
