// util.inspect with its options, util.types and isDeepStrictEqual.
import util from "node:util";
import { inspect, types, isDeepStrictEqual } from "node:util";

interface Config {
  name: string;
  server: { host: string; ports: number[]; tls: { cert: string; key: string } };
  features: Map<string, boolean>;
  tags: Set<string>;
}

const cfg: Config = {
  name: "kiln",
  server: { host: "0.0.0.0", ports: Array.from({ length: 12 }, (_, i) => 8000 + i), tls: { cert: "c.pem", key: "k.pem" } },
  features: new Map([["zeta", true], ["alpha", false]]),
  tags: new Set(["b", "a", "c"]),
};

console.log(inspect(cfg));
console.log(inspect(cfg, { depth: 0 }));
console.log(inspect(cfg, { depth: null }));
console.log(inspect(cfg, { compact: false, depth: 1 }));
console.log(inspect(cfg, { compact: true }));
console.log(inspect(cfg, { breakLength: Infinity, depth: Infinity }));
console.log(inspect(cfg, { sorted: true, compact: 1, depth: 4 }));
console.log(inspect(cfg.server.ports, { maxArrayLength: 3 }));
console.log(inspect("x".repeat(40), { maxStringLength: 12 }));
console.log(util.inspect([[1, [2, [3, [4]]]]]), util.inspect("quoted 'string'"), inspect(-0));
console.log(inspect({ a: 1, b: "two" }, { showHidden: false }), inspect([1, 2], { showHidden: true }));

const values: unknown[] = [new Date(0), /re/g, Promise.resolve(1), new Map<string, number>(), new Set<number>(), new TypeError("t"), {}, [], "s"];
for (const v of values) {
  console.log(types.isDate(v), types.isRegExp(v), types.isPromise(v), types.isMap(v), types.isSet(v), types.isNativeError(v));
}
const maybe: unknown = new Date(86400000);
if (types.isDate(maybe)) console.log(maybe.toISOString());
console.log(isDeepStrictEqual(cfg, { ...cfg }), isDeepStrictEqual(cfg.server, { ...cfg.server, host: "::" }));
