// A small inventory system with records, nullable lookups and reports.
interface Item {
  sku: string;
  name: string;
  qty: number;
  price: number;
  reorderAt?: number;
}

interface Inventory {
  items: Item[];
  log: string[];
}

const inv: Inventory = { items: [], log: [] };

function find(sku: string): Item | null {
  for (const it of inv.items) if (it.sku === sku) return it;
  return null;
}

function receive(sku: string, name: string, qty: number, price: number): void {
  const it = find(sku);
  if (it === null) {
    inv.items.push({ sku, name, qty, price });
    inv.log.push("new " + sku);
  } else {
    // weighted average price
    it.price = (it.price * it.qty + price * qty) / (it.qty + qty);
    it.qty += qty;
    inv.log.push("restock " + sku);
  }
}

function ship(sku: string, qty: number): boolean {
  const it = find(sku);
  if (it === null || it.qty < qty) {
    inv.log.push("refused " + sku);
    return false;
  }
  it.qty -= qty;
  inv.log.push("ship " + sku + " x" + qty);
  return true;
}

receive("A1", "bolt", 100, 0.1);
receive("B2", "nut", 250, 0.05);
receive("C3", "gear", 10, 4.5);
receive("A1", "bolt", 50, 0.16);
console.log(ship("A1", 120), ship("C3", 11), ship("Z9", 1), ship("B2", 250));
const gear = find("C3");
if (gear !== null) gear.reorderAt = 12;

let value = 0;
for (const it of inv.items) {
  value += it.qty * it.price;
  const flag = it.reorderAt !== undefined && it.qty < it.reorderAt ? " REORDER" : "";
  console.log(it.sku, it.name.padEnd(5), String(it.qty).padStart(4), it.price.toFixed(3) + flag);
}
console.log("value", value.toFixed(2));
console.log(inv.log.join("; "));
console.log(inv.items[0], find("B2"));
