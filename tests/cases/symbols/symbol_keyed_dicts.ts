// Dictionaries with symbol keys ({ [k: symbol]: T }, Record<symbol, T>): the
// symbols are keys that Object.keys, for...in and JSON.stringify pass by.
const a = Symbol("a");
const b = Symbol.for("b");
const tbl: { [k: symbol]: number } = {};
tbl[a] = 1;
tbl[b] = 2;
console.log(tbl[a], tbl[b], tbl[Symbol("a")], a in tbl, Symbol() in tbl);
console.log(tbl, Object.keys(tbl), JSON.stringify(tbl));
delete tbl[a];
console.log(tbl, a in tbl);
const reg: Record<symbol, string> = { [a]: "first", [b]: "second" };
console.log(reg, reg[b]);
for (const k in reg) console.log("key", k);
const handlers: { [k: symbol]: (x: number) => number } = {};
const dbl = Symbol("double");
handlers[dbl] = (x) => x * 2;
console.log(handlers[dbl](21), handlers);
const nested = { inner: tbl };
console.log(nested);
const v = tbl[Symbol("zz")];
console.log(v === undefined);
const tbl2: Record<symbol, number> = { [a]: 1 };
console.log(Object.entries(tbl2), Object.values(tbl2));
const copy: Record<symbol, number> = { ...tbl2 };
console.log(copy, copy[a]);
const frozen = Object.freeze({ [a]: 5 } as Record<symbol, number>);
try { (frozen as Record<symbol, number>)[a] = 6; } catch (e) { console.log((e as Error).message); }
console.log(frozen[a]);
const x: { [k: symbol]: string } = {};
const s2: symbol = Symbol();
x[s2] = "anon";
console.log(x, String(s2));
// a registry of listeners by symbol
const onSave = Symbol("save"), onLoad = Symbol("load");
const listeners: Record<symbol, string[]> = {};
function on(ev: symbol, name: string): void {
  if (!(ev in listeners)) listeners[ev] = [];
  listeners[ev].push(name);
}
on(onSave, "a");
on(onSave, "b");
on(onLoad, "c");
console.log(listeners, listeners[onSave].length, Object.keys(listeners).length);
