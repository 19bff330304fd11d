// A mustache-like template renderer: variables with dotted paths, filters, sections over arrays, conditionals and partials.
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Filter = (v: string, arg?: string) => string;
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

const filters = new Map<string, Filter>([
  ["upper", (v) => v.toUpperCase()],
  ["lower", (v) => v.toLowerCase()],
  ["title", (v) => v.replace(/\b\w/g, (ch) => ch.toUpperCase())],
  ["pad", (v, arg) => v.padEnd(Number(arg ?? "10"), ".")],
  ["money", (v) => Number(v).toLocaleString("en-US", { style: "currency", currency: "USD" })],
  ["trunc", (v, arg) => (v.length > Number(arg) ? v.slice(0, Number(arg) - 1) + "…" : v)],
  ["escape", (v) => v.replace(/[&<>"]/g, (ch) => ENTITIES[ch] ?? ch)],
]);

class TemplateError extends Error {}

class Renderer {
  private partials: Record<string, string> = {};
  private depth = 0;

  register(name: string, body: string): this {
    this.partials[name] = body;
    return this;
  }

  private lookup(ctx: Json[], path: string): Json | undefined {
    if (path === ".") return ctx[ctx.length - 1];
    const parts = path.split(".");
    for (let i = ctx.length - 1; i >= 0; i--) {
      let cur: Json | undefined = ctx[i];
      let ok = true;
      for (const p of parts) {
        if (cur !== null && typeof cur === "object" && !Array.isArray(cur) && p in cur) cur = cur[p];
        else if (Array.isArray(cur) && p === "length") cur = cur.length;
        else { ok = false; break; }
      }
      if (ok) return cur;
    }
    return undefined;
  }

  private value(ctx: Json[], expr: string): string {
    const [path, ...pipes] = expr.split("|").map((s) => s.trim());
    const v = this.lookup(ctx, path);
    let s = v === undefined || v === null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);
    for (const pipe of pipes) {
      const m = /^(\w+)(?::(.+))?$/.exec(pipe);
      const f = m ? filters.get(m[1]) : undefined;
      if (!m || !f) throw new TemplateError(`unknown filter '${pipe}'`);
      s = f(s, m[2]);
    }
    return s;
  }

  render(tpl: string, data: Json, ctx: Json[] = [data]): string {
    if (++this.depth > 10) throw new TemplateError("partials nested too deeply");
    let out = "";
    let i = 0;
    const open = /\{\{\s*([#^\/>]?)\s*([^}]*?)\s*\}\}/g;
    let m: RegExpExecArray | null;
    while ((m = open.exec(tpl)) !== null) {
      out += tpl.slice(i, m.index);
      const [whole, sigil, body] = m;
      i = m.index + whole.length;
      if (sigil === ">") {
        const p = this.partials[body];
        if (p === undefined) throw new TemplateError(`missing partial '${body}'`);
        out += this.render(p, data, ctx);
      } else if (sigil === "#" || sigil === "^") {
        const close = `{{/${body}}}`;
        const end = tpl.indexOf(close, i);
        if (end < 0) throw new TemplateError(`unclosed section '${body}'`);
        const inner = tpl.slice(i, end);
        const v = this.lookup(ctx, body);
        const truthy = Array.isArray(v) ? v.length > 0 : !!v;
        if (sigil === "^") { if (!truthy) out += this.render(inner, data, ctx); }
        else if (Array.isArray(v)) v.forEach((item, idx) => { out += this.render(inner, data, [...ctx, { "@index": idx + 1, "@last": idx === v.length - 1 }, item]); });
        else if (truthy) out += this.render(inner, data, v !== undefined && typeof v === "object" ? [...ctx, v] : ctx);
        i = end + close.length;
        open.lastIndex = i;
      } else if (sigil === "/") {
        throw new TemplateError(`unexpected close '${body}'`);
      } else {
        out += this.value(ctx, body);
      }
    }
    this.depth--;
    return out + tpl.slice(i);
  }
}

const data: Json = JSON.parse(`{
  "shop": { "name": "the corner store", "open": true },
  "customer": { "name": "ada lovelace", "email": "ada@example.com" },
  "items": [
    { "sku": "A-1", "title": "Analytical engine manual <2nd ed.>", "price": 1234.5, "qty": 1 },
    { "sku": "B-7", "title": "Punch cards", "price": 0.05, "qty": 400 },
    { "sku": "C-3", "title": "Brass gear", "price": 12, "qty": 3 }
  ],
  "notes": []
}`);

const r = new Renderer()
  .register("line", "{{@index}}. {{title | trunc:20 | escape | pad:24}} x{{qty}} @ {{price | money}}{{^@last}},{{/@last}}\n")
  .register("footer", "-- {{shop.name | title}} ({{items.length}} items) --");
const tpl = `Hello {{ customer.name | title }} <{{customer.email|upper}}>
{{#shop.open}}We are open at {{name | upper}}!{{/shop.open}}
{{#items}}{{> line}}{{/items}}{{^notes}}(no notes){{/notes}}
{{> footer}}`;
console.log(r.render(tpl, data));
for (const bad of ["{{x | nope}}", "{{#items}}unclosed", "{{> missing}}", "{{/stray}}"]) {
  try { console.log(r.render(bad, data)); } catch (e) { console.log(e instanceof TemplateError ? "TemplateError: " + e.message : String(e)); }
}
