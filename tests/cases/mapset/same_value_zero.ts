// Keys compare by SameValueZero: NaN equals NaN, -0 equals +0 (and is stored
// as +0), strings by contents, everything else by identity.
const m = new Map<number, string>();
m.set(NaN, "not a number");
m.set(0 / 0, "still NaN");
m.set(-0, "minus zero");
m.set(0, "zero");
console.log(m.size, m.get(NaN), m.get(Math.sqrt(-1)), m.get(-0), m.get(+0));
for (const k of m.keys()) console.log(k, k === 0, 1 / k);
console.log(m);

const s = new Set<number>([-0, 0, NaN, Infinity, -Infinity, 1e21, 0.1 + 0.2, 0.3]);
console.log(s, s.has(0.30000000000000004), s.has(-Infinity));

// Strings built at run time match literals with the same contents.
const sm = new Map<string, number>();
const parts = ["ab", "c"];
sm.set(parts.join(""), 1);
sm.set("a" + "bc", 2);
let built = "";
for (const ch of ["a", "b", "c"]) built += ch;
sm.set(built, 3);
console.log(sm, sm.get("abc"), sm.has(String.fromCharCode(97, 98, 99)));
const wide = new Set<string>(["héllo", "日本", "😀"]);
console.log(wide.has("h\u00e9llo"), wide.has("\u65e5\u672c"), wide.has("\ud83d\ude00"), wide.size);

// Booleans, null and undefined as keys in a union-keyed map.
const u = new Map<string | number | boolean | null | undefined, string>();
u.set(true, "yes").set(false, "no").set(null, "null").set(undefined, "undef").set("1", "str one").set(1, "num one");
console.log(u.get(true), u.get(false), u.get(null), u.get(undefined), u.get("1"), u.get(1), u.size);
console.log(u);
