// The service's data: items in stock and the orders placed against them.
export interface Item {
  sku: string;
  name: string;
  price: number; // in cents
  qty: number;
}

export interface Line {
  sku: string;
  qty: number;
}

export interface Order {
  id: number;
  lines: Line[];
}

export function lineTotal(item: Item, qty: number): number {
  return item.price * qty;
}
