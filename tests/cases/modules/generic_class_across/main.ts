// Mt<unknown> values made in lib.ts used in main.ts as a field, a parameter,
// array and tuple elements, Map and Record values, unions and optionals.
import { Mt, mu, mus, mm, un, opt, viaU, maybe, Holder, hm, HasM } from "./lib";
class Local { constructor(public f: Mt<unknown>) {} }
console.log(new Local(mu).f.get());
const arr: Mt<unknown>[] = [...mus, mu];
console.log(arr.map(x => x.get()));
const m2 = new Map<string, Mt<unknown>>(mm);
m2.set("b", mu);
for (const [k, v] of m2) console.log(k, v.get());
if (typeof un !== "string") console.log(un.get());
if (un instanceof Mt) console.log(un.tag);
console.log(opt?.get(), maybe(true)?.get(), maybe(false));
const h = new Holder(); h.m = new Mt<unknown>([1]); console.log(h.m.get());
const x: HasM = { m: mu }; console.log(x.m.get(), hm.m.get());
const { f } = new Local(mu); console.log(f.v);
const rec: Record<string, Mt<unknown>> = { a: mu };
console.log(rec.a.get(), JSON.stringify(rec));
const pair: [Mt<unknown>, number] = [mu, 1];
console.log(pair[0].get());
const obj = { ...hm }; console.log(obj.m.get());
function opt2(m?: Mt<unknown>) { return m ? m.get() : "none"; }
console.log(opt2(mu), opt2());
const mu2: Mt<unknown> = new Mt("str");
console.log(mu2.get());
