// A replacer function that throws: the exception leaves String#replace and
// friends (runtime frames) without leaking their buffers, and the program goes on.
const tpl = "Hello {{name}}, you owe {{amount}} ({{bad}})";
const vars: Record<string, string> = { name: "Ada", amount: "12" };
function render(t: string): string {
  return t.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => {
    if (!(k in vars)) throw new Error(`unknown variable ${k}`);
    return vars[k];
  });
}
for (let i = 0; i < 3; i++) {
  try { console.log(render(tpl)); } catch (e) { console.log("caught:", (e as Error).message); }
}
console.log(render("{{name}} only"));
try { "a-b-c".replaceAll(/-/g, (d) => { if (d) throw new RangeError("no dashes"); return d; }); } catch (e) { console.log((e as Error).name); }
try { "x1y2".replace(/\d/, (d) => { if (d === "1") throw new TypeError("one"); return d; }); } catch (e) { console.log((e as Error).message); }
const words = ["alpha", "beta", "gamma"];
try { words.sort((a, b) => { if (a === "gamma") throw new Error("cmp"); return a.localeCompare(b); }); } catch (e) { console.log((e as Error).message, words.length); }
try { words.map((w) => { if (w === "beta") throw new Error("map " + w); return w.length; }); } catch (e) { console.log((e as Error).message); }
