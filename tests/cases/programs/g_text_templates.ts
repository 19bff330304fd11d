// Text processing: a tagged template for safe HTML, a mini template engine
// with filters, a log-line parser with named groups, slugify, word wrap,
// and replaceAll with callbacks.

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => escapes[ch]);

class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string { return this.value; }
}

function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0];
  values.forEach((v, i) => {
    const piece = v instanceof SafeHtml ? v.value
      : Array.isArray(v) ? v.map((x) => (x instanceof SafeHtml ? x.value : escapeHtml(String(x)))).join("")
      : escapeHtml(String(v ?? ""));
    out += piece + strings[i + 1];
  });
  return new SafeHtml(out);
}

function dedent(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  const raw = String.raw({ raw: strings.raw }, ...values);
  const lines = raw.replace(/^\n/, "").replace(/\n[ \t]*$/, "").split("\n");
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^[ \t]*/)![0].length));
  return lines.map((l) => l.slice(indent)).join("\n");
}

type Filter = (s: string, arg?: string) => string;
const filters: Record<string, Filter> = {
  upper: (s) => s.toUpperCase(),
  lower: (s) => s.toLowerCase(),
  title: (s) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase()),
  trim: (s) => s.trim(),
  pad: (s, n = "10") => s.padEnd(Number(n), "."),
  truncate: (s, n = "8") => (s.length > Number(n) ? s.slice(0, Number(n) - 1) + "…" : s),
  default: (s, d = "") => s || d,
};

function render(tpl: string, data: Record<string, unknown>): string {
  return tpl.replace(/\{\{\s*(?<path>[\w.]+)(?<chain>(?:\s*\|\s*\w+(?::[^|}]+)?)*)\s*\}\}/g, (...args) => {
    const groups = args.at(-1) as { path: string; chain: string };
    let value: unknown = data;
    for (const key of groups.path.split(".")) {
      value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    }
    let s = value === undefined ? "" : String(value);
    for (const part of groups.chain.split("|").map((p) => p.trim()).filter(Boolean)) {
      const [name, arg] = part.split(":", 2);
      const f = filters[name];
      if (!f) return `[unknown filter ${name}]`;
      s = f(s, arg?.trim());
    }
    return s;
  });
}

function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let cur = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (cur && (cur + " " + word).length > width) {
      lines.push(cur);
      cur = word;
    } else {
      cur = cur ? `${cur} ${word}` : word;
    }
  }
  if (cur) lines.push(cur);
  return lines;
}

const user = { name: "Ada <admin>", tags: ["math", "<script>", "O'Neil"] };
const page = html`<h1>${user.name}</h1><ul>${user.tags.map((t) => html`<li>${t}</li>`)}</ul><p>${null}${42}</p>`;
console.log(String(page));
console.log(`${html`<b>${"x & y"}</b>`}`);

console.log(dedent`
    Dear ${user.name},
      your order #${1042} has shipped.
    Total: ${(12.5).toFixed(2)}
`);

const tpl = "Hello {{ user.first | title }} {{user.last|upper}}! Plan: {{ plan.name | default:free | pad:12 }}| {{ bio | truncate:12 }} {{ x | nope }}";
console.log(render(tpl, { user: { first: "grace brewster", last: "hopper" }, plan: { name: "" }, bio: "Invented the first compiler" }));

const logs = `2024-03-01T10:00:00Z INFO  [auth] user=alice action=login ip=10.0.0.1
2024-03-01T10:00:05Z WARN  [db] slow query ms=1250 table=orders
bad line here
2024-03-01T10:01:00Z ERROR [auth] user=bob action=login reason="bad password"
2024-03-01T10:02:30Z INFO  [api] route=/v1/items ms=35`;
const lineRe = /^(?<ts>\S+)\s+(?<level>INFO|WARN|ERROR)\s+\[(?<mod>\w+)\]\s+(?<rest>.*)$/;
const kvRe = /(?<k>\w+)=(?:"(?<q>[^"]*)"|(?<v>\S+))/g;
const byLevel = new Map<string, number>();
for (const [n, line] of logs.split("\n").entries()) {
  const m = lineRe.exec(line);
  if (!m?.groups) { console.log(`line ${n + 1}: unparsed: ${JSON.stringify(line)}`); continue; }
  const { ts, level, mod, rest } = m.groups;
  byLevel.set(level, (byLevel.get(level) ?? 0) + 1);
  const fields = Object.fromEntries([...rest.matchAll(kvRe)].map((x) => [x.groups!.k, x.groups!.q ?? x.groups!.v]));
  const time = ts.slice(11, 19);
  console.log(`${time} ${level.padEnd(5)} ${mod}:`, fields);
}
console.log([...byLevel].map(([k, v]) => `${k}=${v}`).join(" "));

console.log(["Héllo, Wörld!", "  TypeScript & Node.js  ", "Ünïcödé—Dash"].map(slugify));
const para = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs.";
wrap(para, 24).forEach((l, i) => console.log(`${String(i + 1).padStart(2)}| ${l.padEnd(24)} |`));
console.log("a-b_c d".replaceAll(/[-_ ]/g, (m) => ({ "-": "+", _: "=", " ": "~" })[m] ?? m));
console.log("x.y.z".replaceAll(".", "::"), "aaa".replaceAll("a", "$&$&"), "2024-03-01".split("-").reverse().join("/"));
console.log("camelCaseToSnake".replace(/[A-Z]/g, (c, off: number) => (off ? "_" : "") + c.toLowerCase()));
console.log("%d items".replace("%d", "$$5"), "tab\there".split(/\t/), "a1b22c333".split(/\d+/), "a,b,,c".split(",", 3));
