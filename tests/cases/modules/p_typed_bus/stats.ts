import { bus, HandlerError } from "./bus";
import type { OrderPlaced } from "./types";

export class Stats {
  users = new Map<number, string>();
  revenue = new Map<number, number>();
  ticks = 0;
  constructor() {
    bus.on("user:created", u => { this.users.set(u.id, u.name); });
    bus.on("order:placed", o => this.addOrder(o));
    bus.on("tick", t => { this.ticks += t.at; });
  }
  private addOrder(o: OrderPlaced): void {
    if (!this.users.has(o.userId)) throw new Error(`unknown user ${o.userId}`);
    this.revenue.set(o.userId, (this.revenue.get(o.userId) ?? 0) + o.total);
  }
  top(): string {
    const rows = [...this.revenue].sort((a, b) => b[1] - a[1]);
    return rows.map(([id, t]) => `${this.users.get(id)}:${t}`).join(" ");
  }
}
export { HandlerError as BusError };
