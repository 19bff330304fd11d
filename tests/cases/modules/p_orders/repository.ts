import type { Entity, Product, Order } from "./types";
import { OrderStatus } from "./types";
import * as u from "./util";
import { NotFoundError } from "./errors";

export abstract class Repository<T extends Entity> {
  protected items = new Map<number, T>();
  abstract readonly kind: string;
  save(item: T): T { this.items.set(item.id, item); return item; }
  get(id: number): T {
    const it = this.items.get(id);
    if (it === undefined) throw new NotFoundError(this.kind, id);
    return it;
  }
  all(): T[] { return [...this.items.values()].sort((a, b) => u.byId(a, b)); }
  get size(): number { return this.items.size; }
}

export class ProductRepository extends Repository<Product> {
  readonly kind = "product";
  private bySku = new Map<string, number>();
  override save(p: Product): Product {
    this.bySku.set(p.sku, p.id);
    return super.save(p);
  }
  findSku(sku: string): Product {
    const id = this.bySku.get(sku);
    if (id === undefined) throw new NotFoundError("sku", sku);
    return this.get(id);
  }
}

export class OrderRepository extends Repository<Order> {
  readonly kind = "order";
  withStatus(s: OrderStatus): Order[] { return this.all().filter(o => o.status === s); }
}
export default ProductRepository;
