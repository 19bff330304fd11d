// An INI config parser: sections, comments, quoted values, ${var} interpolation, typed getters and error reporting.
type Scalar = string | number | boolean;
type Section = Map<string, Scalar>;

class ConfigError extends Error {
  constructor(readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = "ConfigError";
  }
}

function coerce(raw: string): Scalar {
  if (/^(true|yes|on)$/i.test(raw)) return true;
  if (/^(false|no|off)$/i.test(raw)) return false;
  if (/^[-+]?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (/^0x[0-9a-f]+$/i.test(raw)) return parseInt(raw, 16);
  return raw;
}

class Config {
  private sections = new Map<string, Section>();
  readonly warnings: string[] = [];

  static parse(text: string, env: Record<string, string> = {}): Config {
    const cfg = new Config();
    let current = cfg.section("");
    let name = "";
    text.split(/\r?\n/).forEach((rawLine, idx) => {
      const n = idx + 1;
      const line = rawLine.replace(/\s+[;#].*$/, "").trim();
      if (!line || line.startsWith(";") || line.startsWith("#")) return;
      const sec = /^\[([\w.-]+)\]$/.exec(line);
      if (sec) {
        name = sec[1];
        if (cfg.sections.has(name)) cfg.warnings.push(`line ${n}: section [${name}] repeated`);
        current = cfg.section(name);
        return;
      }
      const eq = line.indexOf("=");
      if (eq <= 0) throw new ConfigError(n, `expected key = value, got '${line}'`);
      const key = line.slice(0, eq).trim().toLowerCase();
      let value = line.slice(eq + 1).trim();
      const quoted = /^"(.*)"$/.exec(value);
      if (quoted) value = quoted[1].replace(/\\n/g, "\n").replace(/\\"/g, '"');
      value = value.replace(/\$\{([\w.]+)\}/g, (_m, ref: string) => {
        const [s, k] = ref.includes(".") ? ref.split(".", 2) : [name, ref];
        const v = cfg.sections.get(s)?.get(k) ?? env[ref];
        if (v === undefined) throw new ConfigError(n, `unknown reference \${${ref}}`);
        return String(v);
      });
      if (current.has(key)) cfg.warnings.push(`line ${n}: ${name || "(global)"}.${key} overrides ${JSON.stringify(current.get(key))}`);
      current.set(key, quoted ? value : coerce(value));
    });
    return cfg;
  }

  private section(name: string): Section {
    let s = this.sections.get(name);
    if (!s) { s = new Map(); this.sections.set(name, s); }
    return s;
  }

  get(path: string): Scalar | undefined {
    const dot = path.lastIndexOf(".");
    return this.sections.get(dot < 0 ? "" : path.slice(0, dot))?.get(path.slice(dot + 1));
  }
  number(path: string, fallback: number): number {
    const v = this.get(path);
    if (v === undefined) return fallback;
    if (typeof v !== "number") throw new TypeError(`${path} is not a number: ${JSON.stringify(v)}`);
    return v;
  }
  toJSON(): Record<string, Record<string, Scalar>> {
    const out: Record<string, Record<string, Scalar>> = {};
    for (const [name, sec] of this.sections) if (sec.size) out[name || "global"] = Object.fromEntries(sec);
    return out;
  }
}

const TEXT = `; global settings
app = kiln-demo
debug = yes

[server]
host = 0.0.0.0
port = 8080   ; inline comment
url = "http://\${host}:\${port}/api"
timeout = 2.5
port = 9090

[db]
user = admin
password = "p@ss \\"word\\" ; not a comment"
dsn = postgres://\${user}@\${server.host}/\${HOME}
pool = 0x10

[server]
workers = 4`;

const cfg = Config.parse(TEXT, { HOME: "/home/kiln" });
console.log(JSON.stringify(cfg, null, 2));
console.log(cfg.get("server.url"), cfg.number("server.port", 80), cfg.number("server.missing", 3), cfg.get("debug"), typeof cfg.get("db.pool"));
console.log(cfg.warnings.join("\n"));
for (const bad of ["[ok]\nnovalue", "x = ${nope}", "[s]\na = 1\nb = ${s.a}${a}"]) {
  try {
    const c = Config.parse(bad);
    console.log("parsed:", JSON.stringify(c));
  } catch (e) {
    if (e instanceof ConfigError) console.log(`${e.name} (line ${e.line}): ${e.message}`);
    else throw e;
  }
}
try { cfg.number("app", 0); } catch (e) { console.log(e instanceof TypeError, (e as Error).message); }
