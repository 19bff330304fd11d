// K extends keyof T with a class for T: obj[key] read and written by name
// when the keys name public fields; K[] inferred from an array of keys.
class Settings { theme = "dark"; size = 12; tags: string[] = []; }
function update<T, K extends keyof T>(obj: T, key: K, fn: (v: T[K]) => T[K]): void { obj[key] = fn(obj[key]); }
const s = new Settings();
update(s, "size", (n) => n * 2);
update(s, "theme", (t) => t.toUpperCase());
update(s, "tags", (t) => [...t, "x"]);
console.log(s);
function copyProps<T, K extends keyof T>(src: T, dst: T, keys: K[]): void { for (const k of keys) dst[k] = src[k]; }
const t = new Settings();
copyProps(s, t, ["size", "tags"]);
console.log(t);
interface Rec { a: number; b: string; c: boolean }
const r: Rec = { a: 1, b: "x", c: true };
for (const k in r) console.log(k, r[k as keyof Rec]);
function pick<T, K extends keyof T>(o: T, ...ks: K[]): Pick<T, K> { const out = {} as Pick<T, K>; for (const k of ks) out[k] = o[k]; return out; }
console.log(pick(r, "a", "c"));
const getters = (Object.keys(r) as (keyof Rec)[]).map((k) => () => r[k]);
console.log(getters.map((g) => g()));
