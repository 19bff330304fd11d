const dict: Record<string, number> = Object.create(null);
dict["x"] = 1; dict["toString"] = 2;
console.log(Object.keys(dict), "x" in dict, "toString" in dict, "valueOf" in dict, Object.hasOwn(dict, "toString"));
console.log(dict);
console.log(JSON.stringify(dict));
const empty: Record<string, string> = Object.create(null);
console.log(empty, "constructor" in empty);
const lit: Record<string, number> = { a: 1 };
console.log("toString" in lit, "a" in lit, "hasOwnProperty" in lit, "zz" in lit, "constructor" in lit);
interface Box { w: number }
const b: Box = { w: 1 };
console.log("toString" in b, "valueOf" in b, "w" in b);
const big: Record<string, string> = Object.create(null);
for (let i = 0; i < 8; i++) big["key" + i] = "value number " + i;
console.log(big);
console.log({ inner: dict, deep: { deeper: { deepest: dict } } });
// in every place that expects a dictionary: a property of another, a field, a return, an element
function fresh(): Record<string, number> { return Object.create(null); }
class Index { byName: Record<string, string> = Object.create(null); }
const nested: Record<string, Record<string, number>> = Object.create(null);
nested.x = Object.create(null);
nested["y"] = fresh();
nested.x.q = 1;
const idx = new Index();
idx.byName.k = "v";
const list: Record<string, number>[] = [Object.create(null)];
console.log(nested, idx, list);
for (const k in nested) console.log(k, Object.keys(nested[k]));
