// A tiny mustache-like template engine: {{name}}, {{a.b}}, {{{raw}}},
// {{#each list}}...{{/each}}, {{#if cond}}...{{else}}...{{/if}}, with HTML escaping.

type Value = string | number | boolean | null | undefined | Value[] | { [key: string]: Value };
type Scope = { [key: string]: Value };

type TNode =
  | { type: "text"; text: string }
  | { type: "var"; path: string; raw: boolean }
  | { type: "each"; path: string; body: TNode[] }
  | { type: "if"; path: string; then: TNode[]; otherwise: TNode[] };

class TemplateError extends Error {
  constructor(message: string, public readonly offset: number) {
    super(`${message} at offset ${offset}`);
    this.name = "TemplateError";
  }
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

function parse(src: string): TNode[] {
  const tagRe = /\{\{(\{?)\s*([#/]?)([\w.@]+)(?:\s+([\w.@]+))?\s*\}?\}\}/g;
  const root: TNode[] = [];
  const stack: { node: TNode; target: TNode[]; at: number }[] = [];
  let cur = root;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = tagRe.exec(src)) !== null) {
    if (m.index > last) cur.push({ type: "text", text: src.slice(last, m.index) });
    last = tagRe.lastIndex;
    const [, brace, sigil, word, arg] = m;
    if (sigil === "#") {
      if (word !== "each" && word !== "if") throw new TemplateError(`unknown block "${word}"`, m.index);
      if (!arg) throw new TemplateError(`block "${word}" needs an argument`, m.index);
      const node: TNode =
        word === "each" ? { type: "each", path: arg, body: [] } : { type: "if", path: arg, then: [], otherwise: [] };
      cur.push(node);
      stack.push({ node, target: cur, at: m.index });
      cur = node.type === "each" ? node.body : node.type === "if" ? node.then : cur;
    } else if (sigil === "/") {
      const top = stack.pop();
      if (!top || (top.node.type !== word)) throw new TemplateError(`unexpected {{/${word}}}`, m.index);
      cur = top.target;
    } else if (word === "else") {
      const top = stack[stack.length - 1];
      if (!top || top.node.type !== "if") throw new TemplateError("{{else}} outside of {{#if}}", m.index);
      cur = top.node.otherwise;
    } else {
      cur.push({ type: "var", path: word, raw: brace === "{" });
    }
  }
  if (stack.length > 0) {
    const open = stack[stack.length - 1];
    throw new TemplateError(`unclosed {{#${open.node.type}}}`, open.at);
  }
  if (last < src.length) cur.push({ type: "text", text: src.slice(last) });
  return root;
}

function lookup(scopes: Scope[], path: string): Value {
  const [head, ...rest] = path.split(".");
  for (let i = scopes.length - 1; i >= 0; i--) {
    if (head in scopes[i]) {
      let v: Value = scopes[i][head];
      for (const part of rest) {
        if (v === null || v === undefined || typeof v !== "object" || Array.isArray(v)) return undefined;
        v = v[part];
      }
      return v;
    }
  }
  return undefined;
}

function truthy(v: Value): boolean {
  return Array.isArray(v) ? v.length > 0 : !!v;
}

function render(nodes: TNode[], scopes: Scope[]): string {
  let out = "";
  for (const n of nodes) {
    switch (n.type) {
      case "text":
        out += n.text;
        break;
      case "var": {
        const v = lookup(scopes, n.path);
        const s = v === null || v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);
        out += n.raw ? s : escapeHtml(s);
        break;
      }
      case "each": {
        const list = lookup(scopes, n.path);
        if (!Array.isArray(list)) break;
        list.forEach((item, i) => {
          const frame: Scope = { "@index": i, "@first": i === 0, "@last": i === list.length - 1, this: item };
          if (item !== null && typeof item === "object" && !Array.isArray(item)) Object.assign(frame, item);
          out += render(n.body, [...scopes, frame]);
        });
        break;
      }
      case "if":
        out += render(truthy(lookup(scopes, n.path)) ? n.then : n.otherwise, scopes);
        break;
    }
  }
  return out;
}

const compile = (src: string) => {
  const ast = parse(src);
  return (data: Scope) => render(ast, [data]);
};

const page = compile(`<h1>{{title}}</h1>
<p>By {{author.name}} &lt;{{author.email}}&gt;</p>
{{#if tags}}<ul class="tags">{{#each tags}}<li>{{this}}</li>{{/each}}</ul>{{else}}<p>no tags</p>{{/if}}
<table>
{{#each orders}}  <tr><td>{{@index}}</td><td>{{item}}</td><td>{{qty}} x {{price}}</td>{{#if gift}}<td>gift</td>{{/if}}</tr>
{{/each}}</table>
{{{footer}}} | {{footer}}`);

console.log(
  page({
    title: "Orders for <Tom & Jerry>",
    author: { name: "O'Brien", email: "ob@example.com" },
    tags: ["new", "\"vip\""],
    orders: [
      { item: "Widget", qty: 2, price: 9.5, gift: false },
      { item: "Gadget <XL>", qty: 1, price: 120, gift: true },
      { item: "Doohickey", qty: 10, price: 0.25, gift: null },
    ],
    footer: "<em>thanks</em>",
  }),
);
console.log("---");
console.log(page({ title: "Empty", author: { name: "nobody" }, tags: [], orders: [] }));

const nested = compile("{{#each groups}}[{{name}}:{{#each members}}{{this}}{{#if @last}}{{else}},{{/if}}{{/each}}]{{/each}}");
console.log(nested({ groups: [{ name: "a", members: ["x", "y", "z"] }, { name: "b", members: ["w"] }, { name: "c", members: [] }] }));

for (const bad of ["{{#each}}x{{/each}}", "{{#loop xs}}{{/loop}}", "{{#if a}}x", "x{{/each}}", "{{else}}", "{{#each a}}{{/if}}"]) {
  try {
    compile(bad);
    console.log("ok?", bad);
  } catch (e) {
    if (e instanceof TemplateError) console.log(`${e.name}: ${e.message} (offset=${e.offset})`);
    else throw e;
  }
}
