import { Store } from "./store";
import { itemValue, type Item } from "./model";

const store = new Store();
store
  .add({ sku: "A1", name: "widget", price: 2.5, qty: 10 })
  .add({ sku: "B2", name: "gadget", price: 12, qty: 2, tags: ["new"] })
  .add({ sku: "C3", name: "doohickey", price: 0.75, qty: 40 })
  .add({ sku: "A1", name: "widget", price: 2.5, qty: 5 });
console.log(store.sell("A1", 13), store.sell("B2", 5), store.sell("C3", 38));
console.log("low:", store.lowStock().join(", "));
console.log("value:", store.value());
for (const it of store.sorted()) console.log(it.sku, it.name, it.qty, itemValue(it));
const found: Item | undefined = store.find("B2");
console.log(found ? found.tags : "none", store.find("Z9") === undefined);
console.log(store.history());
