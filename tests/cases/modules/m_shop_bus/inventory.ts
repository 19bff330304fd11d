// Stock keeping that reacts to orders through the bus.
import { Channel, EventBus, type ShopEvents } from "./events";

export abstract class Repository<T extends { id: string }> {
  protected readonly rows = new Map<string, T>();
  upsert(row: T): T {
    this.rows.set(row.id, row);
    return row;
  }
  find(id: string): T | undefined {
    return this.rows.get(id);
  }
  all(): T[] {
    return [...this.rows.values()].sort((a, b) => a.id.localeCompare(b.id));
  }
  abstract describe(row: T): string;
}

export interface StockRow { id: string; onHand: number; reserved: number; reorderAt: number }

export class StockRepo extends Repository<StockRow> {
  describe(r: StockRow): string {
    return `${r.id}: ${r.onHand - r.reserved} free (${r.onHand} on hand, ${r.reserved} reserved)`;
  }
}

export class Inventory {
  readonly repo = new StockRepo();
  constructor(private readonly bus: EventBus<ShopEvents>) {
    bus.on("orderPlaced", ({ sku, qty }) => this.reserve(sku, qty));
    bus.on("restocked", ({ sku, qty }) => {
      const r = this.repo.find(sku);
      if (r) r.onHand += qty;
    });
  }
  add(id: string, onHand: number, reorderAt = 2): void {
    this.repo.upsert({ id, onHand, reserved: 0, reorderAt });
  }
  private reserve(sku: string, qty: number): void {
    const r = this.repo.find(sku);
    if (!r) throw new Error(`unknown sku ${sku}`);
    r.reserved += qty;
    const left = r.onHand - r.reserved;
    if (left <= r.reorderAt) this.bus.emit("stockLow", { sku, left }, Channel.Stock);
  }
}
