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
