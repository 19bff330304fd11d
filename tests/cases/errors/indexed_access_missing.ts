interface Item {
  sku: string;
  qty: number;
}
type Price = Item["price"]; // expect error: Property 'price' does not exist on type 'Item'.
const p: Price = 3;
console.log(p);
