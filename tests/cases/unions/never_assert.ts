// Exhaustiveness with never and an assertNever helper.
type Method = "GET" | "POST" | "PUT" | "DELETE";

function assertNever(x: never): never {
  console.log("Unexpected value: " + x);
  process.exit(2);
}

function describe(m: Method): string {
  switch (m) {
    case "GET": return "read";
    case "POST": return "create";
    case "PUT": return "update";
    case "DELETE": return "remove";
    default: return assertNever(m);
  }
}
function safe(m: Method): boolean {
  if (m === "GET") return true;
  else if (m === "POST" || m === "PUT" || m === "DELETE") return false;
  else return assertNever(m);
}
const ms: Method[] = ["GET", "POST", "PUT", "DELETE"];
for (const m of ms) console.log(m, describe(m), safe(m));

interface Req { method: Method; path: string }
const log: string[] = [];
function handle(r: Req): number {
  switch (r.method) {
    case "GET":
      log.push("get " + r.path);
      return 200;
    case "POST":
    case "PUT":
      log.push("write " + r.path);
      return 201;
    case "DELETE":
      log.push("delete " + r.path);
      return 204;
  }
}
const reqs: Req[] = [{ method: "GET", path: "/" }, { method: "PUT", path: "/a" }, { method: "DELETE", path: "/b" }];
console.log(reqs.map((r) => handle(r)));
console.log(log);
