// An interface declared twice (declaration merging) has the members of both,
// in its own module and where it is imported.
import { describe, Options } from "./shapes";

interface Options2 { id: number }
interface Options2 { tags: string[]; note?: string }

const o: Options = { width: 3, label: "box", color: "red" };
const p: Options = { width: 5, label: "plain" };
console.log(describe(o), "|", describe(p));
console.log(o.color?.toUpperCase(), p.color ?? "default");

const q: Options2 = { id: 7, tags: ["a", "b"] };
q.note = "late";
console.log(q.id, q.tags.join("+"), q.note);

class Widget implements Options {
  color = "blue";
  constructor(public width: number, public label: string) {}
}
console.log(describe(new Widget(9, "widget")));
