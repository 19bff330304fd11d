// Overloads, optional/rest function types, type guards, assertion functions,
// `in` narrowing, discriminated unions in arrays, template literal types, satisfies.
function fmt(x: number): string;
function fmt(x: string, pad: number): string;
function fmt(x: number | string, pad?: number): string {
  return typeof x === "number" ? x.toFixed(1) : x.padStart(pad ?? 0, "*");
}
console.log(fmt(3), fmt("a", 4));
type Fn = (a: number, b?: number, ...rest: string[]) => string;
const f: Fn = (a, b, ...rest) => `${a}-${b}-${rest.join("|")}`;
console.log(f(1), f(1, 2), f(1, 2, "x", "y"));
interface Fish { swim(): string; kind: "fish" }
interface Bird { fly(): string; kind: "bird" }
function isFish(p: Fish | Bird): p is Fish { return (p as Fish).swim !== undefined; }
const pets: (Fish | Bird)[] = [{ kind: "fish", swim: () => "splash" }, { kind: "bird", fly: () => "flap" }];
for (const p of pets) console.log(isFish(p) ? p.swim() : p.fly());
function assertStr(x: unknown): asserts x is string { if (typeof x !== "string") throw new Error("not str"); }
const u: unknown = "hello";
assertStr(u);
console.log(u.toUpperCase());
try { assertStr(5); } catch (e) { console.log((e as Error).message); }
function assert(c: unknown, msg: string): asserts c { if (!c) throw new Error(msg); }
const maybe: string | null = [1, 2].length > 99 ? null : "v";
assert(maybe !== null, "null!");
console.log(maybe.length);
type A = { a: number }; type B = { b: string };
function g(x: A | B) { return "a" in x ? x.a * 2 : x.b; }
console.log(g({ a: 2 }), g({ b: "s" }));
type Ev = { type: "click"; x: number } | { type: "key"; key: string };
const evs: Ev[] = [{ type: "click", x: 3 }, { type: "key", key: "k" }];
const log: { at: number; ev: Ev }[] = evs.map((ev, i) => ({ at: i, ev }));
for (const { at, ev } of log) {
  switch (ev.type) { case "click": console.log(at, ev.x); break; case "key": console.log(at, ev.key); break; }
}
type On = `on${string}`;
const h: On = "onClick";
type Dir = "up" | "down"; type Key = `${Dir}-${"fast" | "slow"}`;
const ks: Key[] = ["up-fast", "down-slow"];
console.log(h, ks);
const cfg = { port: 80, host: "h" } satisfies Record<string, string | number>;
console.log(cfg.port + 1, cfg.host.toUpperCase());
type Lit = 1 | 2 | 3;
const lit: Lit = 2;
console.log(lit);
