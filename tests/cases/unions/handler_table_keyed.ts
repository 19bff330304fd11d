// A table of handlers of different parameter types read with a computed key:
// the read is the union of the handlers' types, cast back to the one the key names.
type Events = { click: { x: number; y: number }; key: { code: string }; close: {} };
type Handlers = { [K in keyof Events as `on${Capitalize<K & string>}`]: (e: Events[K]) => string };

const handlers: Handlers = {
  onClick: ({ x, y }) => `click at ${x},${y}`,
  onKey: (e) => `key ${e.code}`,
  onClose: () => "closed",
};

function dispatch<K extends keyof Events>(name: K, payload: Events[K]): string {
  const key = `on${name[0].toUpperCase()}${name.slice(1)}` as keyof Handlers;
  const h = handlers[key] as (e: Events[K]) => string;
  return h(payload);
}
console.log(dispatch("click", { x: 3, y: 4 }));
console.log(dispatch("key", { code: "KeyA" }));
console.log(dispatch("close", {}));

// the same with plain property keys and a narrowing typeof test
interface Ops { neg: (n: number) => number; shout: (s: string) => string; count: number }
const ops: Ops = { neg: (n) => -n, shout: (s) => s.toUpperCase() + "!", count: 2 };
function pick(k: "neg" | "shout" | "count") {
  const v = ops[k];
  if (typeof v === "number") return `number ${v}`;
  return `function ${typeof v}`;
}
console.log(pick("neg"), "|", pick("count"));

// handlers that hold their values alike: the cast picks one, whichever the key names
const fmts: { [K in "hex" | "bin" | "pct"]: (n: number) => string } = {
  hex: (n) => "0x" + n.toString(16),
  bin: (n) => "0b" + n.toString(2),
  pct: (n) => `${(n * 100).toFixed(1)}%`,
};
for (const k of ["hex", "bin", "pct"] as const) console.log(k, fmts[k](0.5 + 41.5 * Number(k !== "pct")));
