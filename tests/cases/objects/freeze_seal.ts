const o = { a: 1, b: { c: 2 } };
const f = Object.freeze(o);
console.log(Object.isFrozen(f), Object.isFrozen({ x: 1 }), Object.isSealed(f), Object.isSealed({ y: 2 }), Object.isExtensible(f));
console.log(f.a, f.b.c, Object.isFrozen(f.b));
const arr = Object.freeze([1, 2, 3]);
console.log(Object.isFrozen(arr), arr.length, Object.isFrozen([1]), Object.isSealed(arr));
const sealed = Object.seal({ q: 1 });
console.log(Object.isSealed(sealed), Object.isFrozen(sealed), Object.isExtensible(sealed));
const ne = Object.preventExtensions({ r: 2 });
console.log(Object.isExtensible(ne), Object.isSealed(ne), Object.isFrozen(ne));
console.log(Object.isFrozen(Object.preventExtensions({})), Object.isFrozen("str"), Object.isFrozen(5), Object.isExtensible(3));
const table: Record<string, number> = Object.freeze({ one: 1, two: 2 });
const alias: Record<string, number> = table;
try { alias["three"] = 3; } catch (e) { console.log((e as Error).message); }
try { alias["one"] = 11; } catch (e) { console.log((e as Error).message); }
try { delete alias["one"]; } catch (e) { console.log((e as Error).message); }
console.log(table);
const sd: Record<string, string> = Object.seal({ k: "v" } as Record<string, string>);
sd["k"] = "w";
try { sd["n"] = "x"; } catch (e) { console.log((e as Error).message); }
console.log(sd);
class Config { constructor(public host: string, public port: number) { Object.freeze(this); } }
const cfg = new Config("localhost", 8080);
console.log(Object.isFrozen(cfg), cfg);
const COLORS = Object.freeze({ RED: "#f00", GREEN: "#0f0" } as const);
console.log(COLORS.RED, Object.keys(COLORS), Object.isFrozen(COLORS));

interface Pt { x: number }
const pt: Pt = { x: 1 };
Object.freeze(pt);
try { pt.x = 2; } catch (e) { console.log((e as Error).message); }
const q = { y: 1 };
Object.freeze(q);
try { q.y = 2; } catch (e) { console.log((e as Error).message); }
class K { v = 1 }
const k = new K();
Object.freeze(k);
try { k.v = 2; } catch (e) { console.log((e as Error).message); }
console.log(pt.x, q.y, k.v);
