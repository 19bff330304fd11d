// The shapes a service works with; the service class itself appears here only as a type.
import type { OrderService } from "./service";

export interface Order {
  id: number;
  customer: string;
  lines: OrderLine[];
}

export interface OrderLine {
  sku: string;
  qty: number;
  unitPrice: number;
}

export interface Hooks {
  onPlaced(svc: OrderService, order: Order): void;
}

export type Totals = { count: number; revenue: number };

export const CURRENCY = "EUR";
console.log("types.ts evaluated");
