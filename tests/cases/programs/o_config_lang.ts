// A small config language: tokenizer + recursive-descent parser producing a
// typed AST, then validation into typed objects, with line:col error positions.
//
//   # comment
//   server "api" { port = 8080; hosts = ["a", "b"]; tls = true; timeout = 2.5s }

type TokenKind = "ident" | "string" | "number" | "duration" | "bool" | "punct" | "eof";

interface Pos { line: number; col: number }
interface Token { kind: TokenKind; text: string; pos: Pos; value?: number }

type Value =
  | { type: "string"; value: string; pos: Pos }
  | { type: "number"; value: number; pos: Pos }
  | { type: "duration"; ms: number; pos: Pos }
  | { type: "bool"; value: boolean; pos: Pos }
  | { type: "list"; items: Value[]; pos: Pos }
  | { type: "block"; kind: string; label?: string; fields: Map<string, Value>; pos: Pos };

class ConfigError extends Error {
  constructor(readonly pos: Pos, message: string) {
    super(`${pos.line}:${pos.col}: ${message}`);
    this.name = "ConfigError";
  }
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

function* tokenize(src: string): Generator<Token> {
  const re = /(?<ws>[ \t]+)|(?<nl>\r?\n)|(?<comment>#[^\n]*)|(?<dur>\d+(?:\.\d+)?(?:ms|s|m|h)\b)|(?<num>-?\d+(?:\.\d+)?)|(?<str>"(?:[^"\\\n]|\\.)*")|(?<ident>[A-Za-z_][\w-]*)|(?<punct>[{}\[\]=;,])/y;
  let line = 1;
  let lineStart = 0;
  while (re.lastIndex < src.length) {
    const start = re.lastIndex;
    const pos = { line, col: start - lineStart + 1 };
    const m = re.exec(src);
    if (!m?.groups) throw new ConfigError(pos, `unexpected character ${JSON.stringify(src[start])}`);
    const g = m.groups;
    if (g.nl) {
      line++;
      lineStart = re.lastIndex;
    } else if (g.dur) {
      const [, num, unit] = /^([\d.]+)(\w+)$/.exec(g.dur)!;
      yield { kind: "duration", text: g.dur, pos, value: parseFloat(num) * UNITS[unit] };
    } else if (g.num) {
      yield { kind: "number", text: g.num, pos, value: Number(g.num) };
    } else if (g.str) {
      yield { kind: "string", text: JSON.parse(g.str) as string, pos };
    } else if (g.ident) {
      yield { kind: g.ident === "true" || g.ident === "false" ? "bool" : "ident", text: g.ident, pos };
    } else if (g.punct) {
      yield { kind: "punct", text: g.punct, pos };
    }
  }
  yield { kind: "eof", text: "<eof>", pos: { line, col: src.length - lineStart + 1 } };
}

class Parser {
  private tokens: Token[];
  private i = 0;
  constructor(src: string) {
    this.tokens = [...tokenize(src)];
  }
  private get peek(): Token {
    return this.tokens[this.i];
  }
  private next(): Token {
    return this.tokens[this.i++];
  }
  private expect(text: string): Token {
    const t = this.next();
    if (t.text !== text || t.kind === "string") throw new ConfigError(t.pos, `expected '${text}' but found '${t.text}'`);
    return t;
  }
  parseFile(): Value[] {
    const blocks: Value[] = [];
    while (this.peek.kind !== "eof") blocks.push(this.parseBlock());
    return blocks;
  }
  private parseBlock(): Value {
    const head = this.next();
    if (head.kind !== "ident") throw new ConfigError(head.pos, `expected a block name, found ${head.kind} '${head.text}'`);
    const label = this.peek.kind === "string" ? this.next().text : undefined;
    this.expect("{");
    const fields = new Map<string, Value>();
    while (this.peek.text !== "}" || this.peek.kind === "string") {
      if (this.peek.kind === "eof") throw new ConfigError(this.peek.pos, `unclosed block '${head.text}'`);
      const key = this.next();
      if (key.kind !== "ident") throw new ConfigError(key.pos, `expected a field name, found '${key.text}'`);
      if (this.peek.text === "{" || (this.peek.kind === "string" && this.tokens[this.i + 1]?.text === "{")) {
        this.i--;
        const nested = this.parseBlock();
        fields.set(`${key.text}${nested.type === "block" && nested.label ? ":" + nested.label : ""}`, nested);
        continue;
      }
      this.expect("=");
      if (fields.has(key.text)) throw new ConfigError(key.pos, `duplicate field '${key.text}'`);
      fields.set(key.text, this.parseValue());
      if (this.peek.text === ";") this.next();
    }
    this.expect("}");
    return { type: "block", kind: head.text, label, fields, pos: head.pos };
  }
  private parseValue(): Value {
    const t = this.next();
    switch (t.kind) {
      case "string": return { type: "string", value: t.text, pos: t.pos };
      case "number": return { type: "number", value: t.value!, pos: t.pos };
      case "duration": return { type: "duration", ms: t.value!, pos: t.pos };
      case "bool": return { type: "bool", value: t.text === "true", pos: t.pos };
      case "punct":
        if (t.text === "[") {
          const items: Value[] = [];
          while (this.peek.text !== "]") {
            items.push(this.parseValue());
            if (this.peek.text === ",") this.next();
            else if (this.peek.text !== "]") throw new ConfigError(this.peek.pos, `expected ',' or ']' in list`);
          }
          this.next();
          return { type: "list", items, pos: t.pos };
        }
    }
    throw new ConfigError(t.pos, `expected a value, found '${t.text}'`);
  }
}

// --- typed views ---
interface ServerConfig { name: string; port: number; hosts: string[]; tls: boolean; timeoutMs: number; limits?: { rps: number; burst: number } }

function field<T extends Value["type"]>(block: Extract<Value, { type: "block" }>, name: string, type: T): Extract<Value, { type: T }> | undefined {
  const v = block.fields.get(name);
  if (v === undefined) return undefined;
  if (v.type !== type) throw new ConfigError(v.pos, `field '${name}' must be a ${type}, not a ${v.type}`);
  return v as Extract<Value, { type: T }>;
}

function toServer(v: Value): ServerConfig {
  if (v.type !== "block" || v.kind !== "server") throw new ConfigError(v.pos, "expected a server block");
  const port = field(v, "port", "number");
  if (!port) throw new ConfigError(v.pos, `server '${v.label ?? "?"}' needs a port`);
  if (!Number.isInteger(port.value) || port.value < 1 || port.value > 65535) throw new ConfigError(port.pos, `port ${port.value} out of range`);
  const hosts = field(v, "hosts", "list")?.items.map((h) => {
    if (h.type !== "string") throw new ConfigError(h.pos, "hosts must be strings");
    return h.value;
  }) ?? ["localhost"];
  const limitsBlock = [...v.fields.values()].find((f): f is Extract<Value, { type: "block" }> => f.type === "block" && f.kind === "limits");
  const limits = limitsBlock && { rps: field(limitsBlock, "rps", "number")?.value ?? 100, burst: field(limitsBlock, "burst", "number")?.value ?? 10 };
  return {
    name: v.label ?? "default",
    port: port.value,
    hosts,
    tls: field(v, "tls", "bool")?.value ?? false,
    timeoutMs: field(v, "timeout", "duration")?.ms ?? 30_000,
    ...(limits ? { limits } : {}),
  };
}

const good = `
# two servers
server "api" {
  port = 8080; hosts = ["api.example.com", "api2.example.com"]
  tls = true
  timeout = 2.5s
  limits { rps = 250; burst = 40 }
}
server "admin" { port = 9000; timeout = 1m }
`;

const files: Record<string, string> = {
  good,
  badChar: `server "x" { port = 80 @ }`,
  unclosed: `server "x" {\n  port = 80\n`,
  dupe: `server { port = 1; port = 2 }`,
  wrongType: `server "w" {\n  port = "eighty"\n}`,
  range: `server "r" { port = 70000 }`,
  badHost: `server "h" { port = 1; hosts = ["ok", 7] }`,
  listSyntax: `server "l" { port = 1; hosts = ["a" "b"] }`,
  escape: `server "e\\"q" { port = 443; hosts = ["tab\\there"] }`,
};

for (const [name, src] of Object.entries(files)) {
  try {
    const servers = new Parser(src).parseFile().map(toServer);
    console.log(`${name}: ${servers.length} server(s)`);
    console.log(JSON.stringify(servers, null, 2));
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    const line = src.split("\n")[e.pos.line - 1];
    console.log(`${name}: ${e.message}\n  | ${line}\n  | ${" ".repeat(e.pos.col - 1)}^`);
  }
}

const tokens = [...tokenize(`a = [1, 2.5, 300ms] # tail`)];
console.log(tokens.map((t) => `${t.kind}:${t.text}${t.value !== undefined ? `(${t.value})` : ""}@${t.pos.col}`).join(" "));
