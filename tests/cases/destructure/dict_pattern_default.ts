// A default in an object pattern over a dictionary type applies when the key is missing
// (its value type has no undefined, but the record may lack the key).
const d: Record<string, number> = { b: 2 };
const x = d.a;
console.log(x, x === undefined, typeof x);
const arr: number[] = [];
const [p = 7, q = 8] = arr;
console.log(p, q);
const [s = "s"] = [] as string[];
console.log(s);
const m: { [k: string]: string } = {};
const { zz = "dflt" } = m;
console.log(zz);
function f({ n = 3 }: Record<string, number>) { return n; }
console.log(f({}));
let w: number;
({ w = 9 } = d as Record<string, number>);
console.log(w);
const objs: Record<string, { n: number }> = { k: { n: 1 } };
const { k = { n: 0 }, j = { n: -1 } } = objs;
console.log(k, j);
const key = "missing";
const { [key]: viaKey = 42 } = d;
console.log(viaKey);
const fns: Record<string, () => string> = {};
const { go = () => "fallback" } = fns;
console.log(go());
const nums: Record<number, string> = { 1: "one" };
const { 1: one = "?", 2: two = "none" } = nums;
console.log(one, two);
