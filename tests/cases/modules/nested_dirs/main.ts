import helper, { dirTag, type Opts } from "./dir";
import anon, { Base } from "./tags";
import { tag as t2 } from "./tags";
import * as T from "./tags";
class Derived extends T.Base { hello(): string { return "derived/" + super.hello(); } }
const o: Opts = { loud: true };
console.log(helper("hi", o), dirTag, anon(), t2("x"));
const bs: Base[] = [new Base(), new Derived()];
for (const b of bs) console.log(b.hello(), b instanceof Derived);
