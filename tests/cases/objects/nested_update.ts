// Deeply nested objects: reads, writes and replacing inner objects.
interface Address {
  street: string;
  city: string;
  zip: string;
}
interface Customer {
  name: string;
  address: Address;
  billing: Address;
  orders: { id: number; lines: { sku: string; qty: number; price: number }[] }[];
}

const home: Address = { street: "1 Main St", city: "Springfield", zip: "12345" };
const cust: Customer = {
  name: "Homer",
  address: home,
  billing: home,
  orders: [
    { id: 1, lines: [{ sku: "donut", qty: 12, price: 0.5 }, { sku: "duff", qty: 6, price: 1.25 }] },
    { id: 2, lines: [{ sku: "plant", qty: 1, price: 99.99 }] },
  ],
};

function orderTotal(o: { lines: { qty: number; price: number }[] }): number {
  let t = 0;
  for (const l of o.lines) t += l.qty * l.price;
  return t;
}

console.log(cust.address.city, cust.billing === cust.address);
for (const o of cust.orders) console.log("order", o.id, orderTotal(o).toFixed(2), o.lines.length);

// Writing through one alias changes both addresses.
cust.billing.zip = "54321";
console.log(cust.address.zip);

// Replacing the billing address breaks the sharing.
cust.billing = { street: "PO Box 9", city: cust.address.city, zip: "00001" };
cust.billing.city = "Shelbyville";
console.log(cust.address.city, cust.billing.city, cust.billing === cust.address);

// Deep writes via indexing chains.
cust.orders[0].lines[1].qty *= 2;
cust.orders[1].lines.push({ sku: "pie", qty: 2, price: 3 });
for (const o of cust.orders) console.log("order", o.id, orderTotal(o).toFixed(2), o.lines.length);
console.log(cust.orders[1].lines[1].sku, cust.orders[0].lines[0]);
let grand = 0;
for (const o of cust.orders) grand += orderTotal(o);
console.log("grand", grand.toFixed(2));
console.log(cust.address);
