import describe, { installDefaults, process, register, unregister, registered } from "./registry";
import { Plugin, PluginError, trace, createdCount } from "./plugin";
import { Phase } from "./types";
import type { Doc } from "./types";

class Emit extends Plugin {
  readonly name = "emit";
  out: string[] = [];
  constructor() { super(Phase.Emit); }
  apply(doc: Doc): Doc | null {
    this.out.push(`${doc.meta["title"] ?? "?"} | ${doc.body}`);
    return doc;
  }
}

console.log("installed", installDefaults(24));
const emit = new Emit();
register(emit);
console.log(describe());
console.log("created", createdCount(), registered.join(","));

const docs: Doc[] = [
  { name: "a.md", body: "title: Hello\nauthor: ann\n  first line  \n\n  second   line with   spaces  ", meta: {} },
  { name: "b.md", body: "title: Draft\ndraft: yes\nnot shown", meta: {} },
  { name: "c.md", body: "no front matter here", meta: {} },
  { name: "d.md", body: "title: Time: 10:30\nbody", meta: { lang: "en" } },
];
for (const d of docs) {
  try {
    const r = process(d);
    console.log(d.name, r === null ? "dropped" : JSON.stringify(r.meta));
  } catch (e) {
    if (e instanceof PluginError) console.log("error from", e.plugin + ":", e.message);
    else throw e;
  }
}
console.log(emit.out.join("\n"));
try { register(new Emit()); } catch (e) { console.log(String(e)); }
console.log(unregister("upper"), unregister("upper"));
trace.length = 0;
console.log(JSON.stringify(process({ name: "e.md", body: "title: t\nlower  case", meta: {} })?.body));
console.log(trace.join(" "));
console.log(emit.out.length, `${emit}`, createdCount());
