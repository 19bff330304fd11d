// string | number identifiers, literal status codes and as const.
type Id = string | number;
type Code = 200 | 301 | 404 | 500;

function normalize(id: Id): string {
  return typeof id === "number" ? "#" + id.toString().padStart(5, "0") : id.trim().toLowerCase();
}
const ids: Id[] = [42, "  ABC-7 ", 7, "x"];
console.log(ids.map(normalize));

function reason(c: Code): string {
  switch (c) {
    case 200: return "OK";
    case 301: return "Moved Permanently";
    case 404: return "Not Found";
    case 500: return "Internal Server Error";
  }
}
const codes: Code[] = [200, 404, 500, 301];
for (const c of codes) console.log(c, reason(c), c >= 400 ? "error" : "fine");
const def = 404 as const;
console.log(reason(def));
function retryable(c: Code): boolean { return c === 500; }
console.log(codes.filter(retryable));
let last: Id = ids[0];
for (const id of ids) if (typeof id === "string" && id.length > 1) last = id;
console.log(typeof last, last);
const mode = "fast" as const;
const modes: ("fast" | "safe")[] = [mode, "safe"];
console.log(modes);
