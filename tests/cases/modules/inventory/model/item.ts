export interface Item {
  sku: string;
  name: string;
  price: number;
  qty: number;
  tags?: string[];
}
export function itemValue(it: Item): number {
  return it.price * it.qty;
}
export const LOW_STOCK = 3;
