import bus from "./bus";
import type { Meta } from "./types";

export const auditLog: string[] = [];
function record(m: Meta, text: string): void { auditLog.push(`${String(m.seq).padStart(3, "0")} ${m.name} ${text}`); }

bus.on("user:created", (u, m) => record(m, `user ${u.id}=${u.name}`));
bus.on("order:placed", (o, m) => record(m, `order ${o.orderId} by ${o.userId}: ${o.total.toFixed(2)}`));
export const installedAt = bus.count();
