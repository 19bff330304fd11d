// A parser for a YAML subset (indentation-based maps and lists, scalars,
// quoted strings, comments, flow lists) into a recursive JSON-like union,
// plus a path query helper, deep merge, and a canonical re-serializer.

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };
type Obj = { [key: string]: Value };

class YamlError extends Error {
  constructor(readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = "YamlError";
  }
}

interface Line { readonly no: number; readonly indent: number; readonly text: string }

function scalar(raw: string, no: number): Value {
  const s = raw.trim();
  if (s === "" || s === "~" || s === "null") return null;
  if (s === "true" || s === "yes") return true;
  if (s === "false" || s === "no") return false;
  if (/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(s)) return Number(s);
  if (/^0x[0-9a-f]+$/i.test(s)) return parseInt(s, 16);
  if (s.startsWith('"')) {
    if (!s.endsWith('"') || s.length < 2) throw new YamlError(no, `unterminated string ${s}`);
    return JSON.parse(s) as string;
  }
  if (s.startsWith("'")) {
    if (!s.endsWith("'") || s.length < 2) throw new YamlError(no, `unterminated string ${s}`);
    return s.slice(1, -1).replaceAll("''", "'");
  }
  if (s.startsWith("[")) {
    if (!s.endsWith("]")) throw new YamlError(no, "unterminated flow list");
    const inner = s.slice(1, -1).trim();
    return inner === "" ? [] : inner.split(",").map((p) => scalar(p, no));
  }
  return s;
}

function lex(src: string): Line[] {
  const out: Line[] = [];
  src.split(/\r?\n/).forEach((raw, i) => {
    const noComment = raw.replace(/\s+#.*$/, "").replace(/^#.*$/, "");
    if (noComment.trim() === "") return;
    if (/^\t/.test(noComment)) throw new YamlError(i + 1, "tabs are not allowed for indentation");
    out.push({ no: i + 1, indent: noComment.length - noComment.trimStart().length, text: noComment.trim() });
  });
  return out;
}

function parseBlock(lines: Line[], start: number, indent: number): [Value, number] {
  const first = lines[start];
  if (first.text.startsWith("- ") || first.text === "-") {
    const list: Value[] = [];
    let i = start;
    while (i < lines.length && lines[i].indent === indent && (lines[i].text.startsWith("- ") || lines[i].text === "-")) {
      const rest = lines[i].text.slice(1).trim();
      if (rest === "") {
        if (i + 1 >= lines.length || lines[i + 1].indent <= indent) throw new YamlError(lines[i].no, "empty list item");
        const [v, next] = parseBlock(lines, i + 1, lines[i + 1].indent);
        list.push(v);
        i = next;
      } else if (/^[\w.-]+:(\s|$)/.test(rest)) {
        // "- key: value" starts a map whose further keys are indented past the dash.
        const synthetic: Line[] = [{ no: lines[i].no, indent: indent + 2, text: rest }];
        let j = i + 1;
        while (j < lines.length && lines[j].indent > indent) synthetic.push(lines[j++]);
        const [v] = parseBlock(synthetic, 0, indent + 2);
        list.push(v);
        i = j;
      } else {
        list.push(scalar(rest, lines[i].no));
        i++;
      }
    }
    return [list, i];
  }
  const obj: Obj = {};
  let i = start;
  while (i < lines.length && lines[i].indent === indent) {
    const m = /^([\w.-]+|"[^"]*"):(?:\s+(.*))?$/.exec(lines[i].text);
    if (!m) throw new YamlError(lines[i].no, `expected 'key: value', got ${JSON.stringify(lines[i].text)}`);
    const key = m[1].startsWith('"') ? m[1].slice(1, -1) : m[1];
    if (Object.hasOwn(obj, key)) throw new YamlError(lines[i].no, `duplicate key '${key}'`);
    if (m[2] !== undefined && m[2] !== "") {
      obj[key] = scalar(m[2], lines[i].no);
      i++;
    } else if (i + 1 < lines.length && lines[i + 1].indent > indent) {
      const [v, next] = parseBlock(lines, i + 1, lines[i + 1].indent);
      obj[key] = v;
      i = next;
    } else {
      obj[key] = null;
      i++;
    }
  }
  if (i < lines.length && lines[i].indent > indent) throw new YamlError(lines[i].no, "unexpected indentation");
  return [obj, i];
}

function parse(src: string): Value {
  const lines = lex(src);
  if (lines.length === 0) return null;
  const [v, next] = parseBlock(lines, 0, lines[0].indent);
  if (next < lines.length) throw new YamlError(lines[next].no, "trailing content at lower indentation");
  return v;
}

function isObj(v: Value | undefined): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function get(v: Value, path: string): Value | undefined {
  let cur: Value | undefined = v;
  for (const part of path.split(".")) {
    if (Array.isArray(cur)) cur = /^\d+$/.test(part) ? cur[Number(part)] : undefined;
    else if (isObj(cur)) cur = Object.hasOwn(cur, part) ? cur[part] : undefined;
    else return undefined;
  }
  return cur;
}

function merge(a: Value, b: Value): Value {
  if (isObj(a) && isObj(b)) {
    const out: Obj = { ...a };
    for (const [k, v] of Object.entries(b)) out[k] = k in out ? merge(out[k], v) : v;
    return out;
  }
  return b;
}

function dump(v: Value, indent = 0): string {
  const pad = " ".repeat(indent);
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    return v.map((x) => (isObj(x) || Array.isArray(x) ? `\n${pad}-${dump(x, indent + 2).replace(/^\n\s*/, " ")}` : `\n${pad}- ${dump(x)}`)).join("");
  }
  if (isObj(v)) {
    const keys = Object.keys(v).sort();
    if (keys.length === 0) return "{}";
    return keys.map((k) => {
      const x = v[k];
      const inner = isObj(x) || (Array.isArray(x) && x.length) ? dump(x, indent + 2) : ` ${dump(x)}`;
      return `\n${pad}${k}:${inner}`;
    }).join("");
  }
  if (typeof v === "string") return /^[\w./-]+$/.test(v) && scalar(v, 0) === v ? v : JSON.stringify(v);
  return String(v);
}

const base = `
# service config
name: billing
version: 2.5
enabled: yes
owner: "Team \\"Ledger\\""
limits:
  rps: 0x64
  burst: 250
  regions: [eu, us, ap]
endpoints:
  - path: /invoices
    methods: [GET, POST]
    auth: true
  - path: /health
    auth: no
  -
    path: /metrics
retries: ~
notes: 'it''s fine'
`;
const override = `
version: 3
limits:
  burst: 500
  extra:
    - a
    - b
enabled: false
`;
const cfg = parse(base);
console.log(JSON.stringify(cfg));
for (const p of ["name", "limits.rps", "limits.regions.1", "endpoints.0.methods", "endpoints.2.path", "endpoints.9", "notes", "owner", "retries"])
  console.log(p.padEnd(20), JSON.stringify(get(cfg, p)));
const merged = merge(cfg, parse(override));
console.log(dump(merged).trimStart());
for (const bad of ["a: 1\na: 2", "list:\n  - x\n    - y", "k: \"open", "x: 1\n\ty: 2", "just text", "a:\n  b: 1\n c: 2"]) {
  try {
    console.log("parsed:", JSON.stringify(parse(bad)));
  } catch (e) {
    console.log(e instanceof YamlError ? `${e.name} ${e.message}` : `other ${String(e)}`);
  }
}
