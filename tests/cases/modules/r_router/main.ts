// An HTTP-style router without sockets: async middleware, handlers in modules, errors mapped to statuses.
import { app, log } from "./app";
import { request, type Method } from "./http";

const calls: Array<[Method, string, unknown?, string?]> = [
  ["GET", "/books"],
  ["GET", "/books?after=1970&sort=title"],
  ["GET", "/books?sort=year"],
  ["GET", "/books/2"],
  ["GET", "/books/abc"],
  ["POST", "/books", { title: "Solaris", author: "Lem", year: 1961 }, "Bearer s3cret"],
  ["POST", "/books", { title: "Solaris", author: "Lem", year: 1961 }, "Bearer s3cret"],
  ["POST", "/books", { title: "", year: -3 }, "Bearer s3cret"],
  ["POST", "/books", { title: "X" }],
  ["DELETE", "/books/1", undefined, "Bearer s3cret"],
  ["PUT", "/books/1"],
  ["GET", "/nowhere"],
  ["GET", "/teapot"],
  ["GET", "/crash"],
  ["GET", "/books/caf%C3%A9"],
];

async function main() {
  for (const [method, url, body, auth] of calls) {
    const req = request(method, url, body);
    if (auth) req.headers.set("authorization", auth);
    const res = await app.handle(req);
    console.log(`${method} ${url} ${res.status} ${res.headers["content-type"] ?? "-"} ${res.body}`);
  }
  console.log(log.length, log.filter((l) => l.endsWith("200")).length);
  const results = await Promise.all(["/books/2", "/books/3", "/books/1"].map((u) => app.handle(request("GET", u))));
  console.log(results.map((r) => r.status).join(","), log.slice(-3).join(" | "));
}
main();
