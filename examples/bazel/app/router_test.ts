// Checks the routes against a small store; exits 1 on the first mismatch.
import { Store } from "../store/store";
import { route } from "./router";

const store = new Store();
store.add({ sku: "T1", name: "tray", price: 1200, qty: 2 });

function expect(method: string, path: string, body: string, status: number, text: string): void {
  const r = route(store, method, path, body);
  if (r.status !== status || r.body !== text) {
    console.log(`FAIL ${method} ${path}: got ${r.status} ${JSON.stringify(r.body)}`);
    process.exit(1);
  }
  console.log(`ok ${method} ${path}`);
}

expect("GET", "/items/T1", "", 200, "tray: $12.00, 2 in stock");
expect("POST", "/orders", "T1:2", 201, "order 1: $24.00");
expect("POST", "/orders", "T1:1", 409, "only 0 of T1 left");
expect("GET", "/nowhere", "", 404, "no route for GET /nowhere");
