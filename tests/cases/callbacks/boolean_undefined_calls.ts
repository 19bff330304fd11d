// A boolean that is undefined (flags[k] of a missing key) keeps undefined
// through closures, methods, interface calls, callbacks the array helpers
// call, parameters and property writes through the runtime (it read false).
const flags: Record<string, boolean> = { a: true };
class K {
  has(k: string): boolean { return flags[k]; }
  get missing(): boolean { return flags["zz"]; }
}
class K2 extends K { has(k: string): boolean { return flags[k + "2"]; } }
const k: K = Math.random() < 2 ? new K2() : new K();
console.log(new K().has("a"), new K().has("b"), k.has("a"), new K().missing);
interface Has { has(k: string): boolean }
const h: Has = new K();
console.log(h.has("q"), h.has("a"));
interface HasU { has(k: string): boolean | undefined }
const hu: HasU = new K();
console.log(hu.has("q"), hu.has("a"));
const lit: Has = { has: (s: string) => flags[s] };
console.log(lit.has("x"), [lit].map(o => o.has("y")));
const fns: Array<(s: string) => boolean> = [s => flags[s]];
console.log(fns[0]("n"), `${fns[0]("n")}`, typeof fns[0]("n"), fns[0]("n") ?? "dflt");
const bound = (s: string) => new K().has(s);
console.log(bound("w"));
function* gen(): Generator<number, void, boolean> { const got = yield 1; console.log("got", got); }
const it = gen(); it.next(); it.next();
const o = { v: true };
const setv = (x: { v: boolean }, b: boolean) => { x.v = b; };
setv(o, flags["zz"]); console.log(o);
const sp = { ...o }; console.log(sp);
const arr = [true, false];
console.log(arr.filter(x => x), arr.some(x => x), arr.every(x => x), [3, 1, 2].sort((a, b) => a - b), arr.find(x => !x));
{
const bs: boolean[] = [true];
console.log([1].map((_, i) => bs[i + 3]));
console.log([1, 2].map((_, i) => bs[i]));
const r: Record<string, boolean> = { a: true };
const f = (k: string) => r[k];
console.log(f("zz"), [f("a"), f("q")]);
const objs = [{ ok: true }];
console.log(objs.map(o => ({ ...o, ok: bs[9] })));
console.log([0, 1].filter(i => bs[i]), [0, 1].some(i => bs[i + 1]), [3,1,2].sort((a, b) => a - b));
const m = new Map<string, boolean>([["x", true]]);
console.log([...m.keys()].map(k => m.get(k + "n")));
}
