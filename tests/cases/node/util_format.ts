// util.format as a logger uses it: printf-like directives, then the rest
// of the arguments inspected and joined by spaces.
import util from "node:util";
import { format } from "node:util";

function log(level: string, fmt: string, ...args: unknown[]): void {
  console.log(`[${level}] ${format(fmt, ...args)}`);
}

log("info", "server listening on %s:%d", "localhost", 8080);
log("info", "%s requests in %i ms (%f%%)", 1200, 35.7, "99.5");
log("warn", "config %j", { retries: 3, hosts: ["a", "b"] });
log("debug", "state %o", { queue: [1, 2, 3] });
log("debug", "state %O and more", { deep: { deeper: { deepest: { bottom: true } } } }, "extra", 7);
log("error", "missing %s", "one", "two", { three: 3 });
log("error", "no directives", [1, "two"], null, undefined);
log("info", "%s and %s", "only one");
console.log(util.format(1, 2, "three"));
console.log(util.format("%d + %d", 2, 3, "= 5"));
console.log(util.format("%s", { a: { b: { c: 1 } } }));
console.log(util.format("literal %% and %x", "unused"));
console.log(format("%s|%s", -0, 10n));
