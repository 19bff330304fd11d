// A finite-state lexer for JSON with line/column errors, a recursive-descent
// parser on its tokens, and a pretty-printer with sorted keys.
type TokenKind = "{" | "}" | "[" | "]" | ":" | "," | "string" | "number" | "true" | "false" | "null" | "eof";

interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  readonly line: number;
  readonly col: number;
}

type JsonNode =
  | { t: "lit"; value: string | number | boolean | null }
  | { t: "arr"; items: JsonNode[] }
  | { t: "obj"; entries: Map<string, JsonNode> };

class JsonSyntaxError extends Error {
  constructor(message: string, readonly line: number, readonly col: number) {
    super(`${message} at ${line}:${col}`);
    this.name = "JsonSyntaxError";
  }
}

const enum State {
  Start,
  InString,
  Escape,
  Number,
}

function lex(src: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let col = 1;
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    const startLine = line;
    const startCol = col;
    if (ch === "\n") {
      line++;
      col = 1;
      i++;
      continue;
    }
    if (ch === " " || ch === "\t" || ch === "\r") {
      i++;
      col++;
      continue;
    }
    if ("{}[]:,".includes(ch)) {
      tokens.push({ kind: ch as TokenKind, text: ch, line, col });
      i++;
      col++;
      continue;
    }
    if (ch === '"') {
      let state: State = State.InString;
      let j = i + 1;
      let c = col + 1;
      while (state !== State.Start) {
        if (j >= src.length || src[j] === "\n") throw new JsonSyntaxError("unterminated string", startLine, startCol);
        const d = src[j];
        if (state === State.Escape) {
          if (d === "u") {
            if (!/^[0-9a-fA-F]{4}$/.test(src.slice(j + 1, j + 5))) throw new JsonSyntaxError("bad \\u escape", line, c);
            j += 4;
            c += 4;
          } else if (!'"\\/bfnrt'.includes(d)) {
            throw new JsonSyntaxError(`bad escape '\\${d}'`, line, c);
          }
          state = State.InString;
        } else if (d === "\\") {
          state = State.Escape;
        } else if (d === '"') {
          state = State.Start;
        } else if (d.charCodeAt(0) < 0x20) {
          throw new JsonSyntaxError("control character in string", line, c);
        }
        j++;
        c++;
      }
      tokens.push({ kind: "string", text: src.slice(i, j), line, col });
      col = c;
      i = j;
      continue;
    }
    if (ch === "-" || (ch >= "0" && ch <= "9")) {
      const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(src.slice(i));
      if (!m || m[0] === "-") throw new JsonSyntaxError("bad number", line, col);
      const next = src[i + m[0].length];
      if (next !== undefined && /[0-9.eE]/.test(next)) throw new JsonSyntaxError("bad number", line, col + m[0].length);
      tokens.push({ kind: "number", text: m[0], line, col });
      i += m[0].length;
      col += m[0].length;
      continue;
    }
    const word = /^[a-z]+/.exec(src.slice(i));
    const w = word ? word[0] : "";
    if (w === "true" || w === "false" || w === "null") {
      tokens.push({ kind: w, text: w, line, col });
      i += w.length;
      col += w.length;
      continue;
    }
    throw new JsonSyntaxError(`unexpected character '${ch}'`, line, col);
  }
  tokens.push({ kind: "eof", text: "", line, col });
  return tokens;
}

function parse(src: string): JsonNode {
  const toks = lex(src);
  let k = 0;
  const expect = (kind: TokenKind): Token => {
    const t = toks[k];
    if (t.kind !== kind) throw new JsonSyntaxError(`expected '${kind}' but found '${t.kind === "eof" ? "end of input" : t.text}'`, t.line, t.col);
    k++;
    return t;
  };
  function value(): JsonNode {
    const t = toks[k++];
    switch (t.kind) {
      case "string": return { t: "lit", value: JSON.parse(t.text) as string };
      case "number": return { t: "lit", value: Number(t.text) };
      case "true": return { t: "lit", value: true };
      case "false": return { t: "lit", value: false };
      case "null": return { t: "lit", value: null };
      case "[": {
        const items: JsonNode[] = [];
        if (toks[k].kind === "]") { k++; return { t: "arr", items }; }
        for (;;) {
          items.push(value());
          if (toks[k].kind === ",") { k++; continue; }
          expect("]");
          return { t: "arr", items };
        }
      }
      case "{": {
        const entries = new Map<string, JsonNode>();
        if (toks[k].kind === "}") { k++; return { t: "obj", entries }; }
        for (;;) {
          const key = JSON.parse(expect("string").text) as string;
          expect(":");
          entries.set(key, value());
          if (toks[k].kind === ",") { k++; continue; }
          expect("}");
          return { t: "obj", entries };
        }
      }
      default:
        throw new JsonSyntaxError(`unexpected '${t.kind === "eof" ? "end of input" : t.text}'`, t.line, t.col);
    }
  }
  const v = value();
  expect("eof");
  return v;
}

function pretty(v: JsonNode, indent = ""): string {
  const inner = indent + "  ";
  switch (v.t) {
    case "lit":
      return JSON.stringify(v.value);
    case "arr":
      if (v.items.length === 0) return "[]";
      return `[\n${v.items.map((x) => inner + pretty(x, inner)).join(",\n")}\n${indent}]`;
    case "obj": {
      const keys = [...v.entries.keys()].sort();
      if (keys.length === 0) return "{}";
      return `{\n${keys.map((key) => `${inner}${JSON.stringify(key)}: ${pretty(v.entries.get(key)!, inner)}`).join(",\n")}\n${indent}}`;
    }
  }
}

const doc = `{
  "name": "kiln",
  "version": "0.9.1",
  "tags": ["compiler", "typescript", "llvm"],
  "stats": { "cases": 911, "ratio": 0.985, "exp": -1.5e-3 },
  "escaped": "tab\\there \\u00e9 \\"q\\"",
  "empty": {}, "none": [], "ok": true, "missing": null
}`;
const tokens = lex(doc);
const counts = new Map<TokenKind, number>();
for (const t of tokens) counts.set(t.kind, (counts.get(t.kind) ?? 0) + 1);
console.log(`${tokens.length} tokens:`, [...counts].map(([k, n]) => `${k}=${n}`).join(" "));
console.log(pretty(parse(doc)));

const bad = [
  '{"a": 1,}',
  '[1, 2',
  '{"a" 1}',
  '"unterminated',
  '{"x": tru}',
  '[01]',
  '{"s": "bad \\x escape"}',
  '[1.5.2]',
  '\n\n  {"deep": [1, 2, @]}',
  '',
  '{"a": 1} extra',
];
for (const src of bad) {
  try {
    parse(src);
    console.log("accepted:", src);
  } catch (e) {
    if (e instanceof JsonSyntaxError) console.log(`${JSON.stringify(src)} -> ${e.message}`);
    else throw e;
  }
}
