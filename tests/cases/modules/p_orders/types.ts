export enum OrderStatus { Pending = "PENDING", Paid = "PAID", Shipped = "SHIPPED", Cancelled = "CANCELLED" }
export const enum Priority { Low, Normal, High }
export type Sku = string;
export type Money = number;
export interface Entity { readonly id: number }
export interface Product extends Entity { sku: Sku; name: string; price: Money; stock: number }
export interface OrderLine { sku: Sku; qty: number; unitPrice: Money }
export interface Order extends Entity {
  customer: string;
  lines: OrderLine[];
  status: OrderStatus;
  priority: Priority;
}
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };
