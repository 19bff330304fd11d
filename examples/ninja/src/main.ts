// An inventory service in five modules, built by Ninja (see ../README.md).
// `main serve [PORT]` serves it over HTTP; `main` replays a scripted session.
import { createServer, IncomingMessage, ServerResponse } from "node:http";
import { Store } from "./store";
import { route } from "./router";

const store = new Store();
store.add({ sku: "A100", name: "kettle", price: 2499, qty: 3 });
store.add({ sku: "B200", name: "teapot", price: 1850, qty: 10 });
store.add({ sku: "C300", name: "mug", price: 650, qty: 40 });

if (process.argv.length > 2 && process.argv[2] === "serve") {
  const port = process.argv.length > 3 ? Number(process.argv[3]) : 8080;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => {
      const r = route(store, req.method ?? "GET", req.url ?? "/", body);
      res.statusCode = r.status;
      res.end(r.body + "\n");
    });
  });
  server.listen(port, () => console.log(`listening on ${port}`));
} else {
  const session: string[][] = [
    ["GET", "/items", ""],
    ["POST", "/orders", "A100:1,C300:4"],
    ["POST", "/orders", "A100:5"],
    ["GET", "/items/A100", ""],
    ["GET", "/items/Z999", ""],
    ["DELETE", "/items", ""],
  ];
  for (const req of session) {
    const r = route(store, req[0], req[1], req[2]);
    console.log(`${req[0]} ${req[1]} -> ${r.status}`);
    console.log(r.body);
  }
}
