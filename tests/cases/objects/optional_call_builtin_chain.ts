// An optional call of a built-in method at the end of an optional chain
// (`s?.trim?.()`, `xs?.map?.(f)`) and the methods of a boolean (`true.toString()`).
const s: string | undefined = "  hi ";
console.log(s?.trim?.());
const n = null as string | null;
console.log(n?.trim?.(), n?.trim?.().length);
const xs: number[] | undefined = [1, 2, 3];
console.log(xs?.map?.((x) => x * 2), xs?.at?.(-1));
const u = undefined as number[] | undefined;
console.log(u?.map?.((x) => x * 2));
let k = 0;
const get = (): string | undefined => { k++; return k > 5 ? undefined : "ab"; };
console.log(get()?.toUpperCase?.(), k);
const num: number | undefined = 3.14159;
console.log(num?.toFixed?.(2));
const b = true;
console.log(b.toString(), true.toString());
interface O { m?: () => number; }
const o: O | undefined = { m: () => 7 };
console.log(o?.m?.(), ({} as O)?.m?.());
console.log(s?.trim?.(), true.toString?.(), false.valueOf?.());
const b2 = Math.random() < 2;
console.log(b2.toString?.(), b2.toString(), (1 > 2).toString(), b2.valueOf(), `${b2.valueOf()}`);
const mb = (Math.random() < 2 ? undefined : true) as boolean | undefined;
console.log(mb?.toString?.(), mb?.toString());
let calls = 0;
const mkO = (): O | undefined => { calls++; return calls > 1 ? { m: () => calls * 10 } : undefined; };
console.log(mkO()?.m?.(), mkO()?.m?.(), calls);
interface Cfg { name?: string; list?: number[]; inner?: { s?: string } }
const cfgs: Cfg[] = [{ name: " a ", list: [1, 2], inner: { s: "x" } }, {}];
for (const c of cfgs) {
  console.log(c.name?.trim?.(), c.name?.trim?.().length, c.list?.map?.((x) => x + 1), c.inner?.s?.toUpperCase?.(), c.inner?.s?.padStart?.(3, "-"));
}
const words2 = ["a", "b"];
console.log(words2[5]?.toUpperCase?.(), words2[0]?.toUpperCase?.());
class K2 { v?: string = "q"; f() { return this.v?.repeat?.(2); } }
console.log(new K2().f());
