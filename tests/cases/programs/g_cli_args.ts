// args: deploy --env=staging -v -v --dry-run --tag release-1 --tag hotfix --timeout 30 app1 app2 -- --not-a-flag
// A command-line parser: typed option specs, short/long flags, repeated
// options, counters, negation, "--" terminator, help text, and exit codes.

type OptType = "boolean" | "string" | "number" | "count" | "list";

interface OptSpec {
  readonly type: OptType;
  readonly short?: string;
  readonly describe: string;
  readonly default?: string | number | boolean | string[];
  readonly choices?: readonly string[];
}

type Specs = Readonly<Record<string, OptSpec>>;
type Value = string | number | boolean | string[];

interface Parsed {
  command: string | undefined;
  options: Map<string, Value>;
  positional: string[];
  rest: string[];
  errors: string[];
}

class UsageError extends Error {
  constructor(message: string, readonly exitCode = 2) {
    super(message);
    this.name = "UsageError";
  }
}

function parseArgs(argv: readonly string[], specs: Specs): Parsed {
  const byShort = new Map<string, string>();
  for (const [name, s] of Object.entries(specs)) if (s.short) byShort.set(s.short, name);
  const out: Parsed = { command: undefined, options: new Map(), positional: [], rest: [], errors: [] };
  for (const [name, s] of Object.entries(specs)) {
    if (s.default !== undefined) out.options.set(name, Array.isArray(s.default) ? [...s.default] : s.default);
    else if (s.type === "count") out.options.set(name, 0);
    else if (s.type === "list") out.options.set(name, []);
  }

  const setOpt = (name: string, raw: string | undefined, next: () => string | undefined): void => {
    const spec = specs[name];
    switch (spec.type) {
      case "boolean":
        out.options.set(name, raw === undefined ? true : !["false", "0", "no"].includes(raw.toLowerCase()));
        break;
      case "count": {
        const cur = out.options.get(name);
        out.options.set(name, (typeof cur === "number" ? cur : 0) + 1);
        break;
      }
      case "string":
      case "number":
      case "list": {
        const v = raw ?? next();
        if (v === undefined) { out.errors.push(`option --${name} needs a value`); return; }
        if (spec.choices && !spec.choices.includes(v)) {
          out.errors.push(`option --${name}: '${v}' is not one of ${spec.choices.join(", ")}`);
          return;
        }
        if (spec.type === "number") {
          const n = Number(v);
          if (!Number.isFinite(n)) { out.errors.push(`option --${name}: '${v}' is not a number`); return; }
          out.options.set(name, n);
        } else if (spec.type === "list") {
          const cur = out.options.get(name);
          out.options.set(name, [...(Array.isArray(cur) ? cur : []), v]);
        } else out.options.set(name, v);
        break;
      }
    }
  };

  let i = 0;
  const next = (): string | undefined => (i + 1 < argv.length && !argv[i + 1].startsWith("-") ? argv[++i] : undefined);
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") { out.rest = argv.slice(i + 1); break; }
    const long = /^--(no-)?([a-z][\w-]*)(?:=(.*))?$/.exec(a);
    if (long) {
      const [, neg, name, raw] = long;
      if (!(name in specs)) { out.errors.push(`unknown option --${name}`); continue; }
      if (neg) {
        if (specs[name].type !== "boolean") out.errors.push(`--no-${name}: not a boolean option`);
        else out.options.set(name, false);
        continue;
      }
      setOpt(name, raw, next);
      continue;
    }
    if (/^-[a-zA-Z]+$/.test(a)) {
      const letters = [...a.slice(1)];
      letters.forEach((ch, j) => {
        const name = byShort.get(ch);
        if (!name) { out.errors.push(`unknown option -${ch}`); return; }
        setOpt(name, undefined, j === letters.length - 1 ? next : () => undefined);
      });
      continue;
    }
    if (out.command === undefined) out.command = a;
    else out.positional.push(a);
  }
  return out;
}

function help(prog: string, specs: Specs): string {
  const rows = Object.entries(specs).map(([name, s]) => {
    const flag = `${s.short ? `-${s.short}, ` : "    "}--${name}${s.type === "boolean" || s.type === "count" ? "" : ` <${s.type === "list" ? "value" : s.type}>`}`;
    const extra = [
      s.choices ? `one of: ${s.choices.join("|")}` : "",
      s.default !== undefined ? `default: ${JSON.stringify(s.default)}` : "",
    ].filter(Boolean).join("; ");
    return [flag, s.describe + (extra ? ` (${extra})` : "")];
  });
  const w = Math.max(...rows.map(([f]) => f.length));
  return [`usage: ${prog} <command> [options] [args...]`, ...rows.map(([f, d]) => `  ${f.padEnd(w)}  ${d}`)].join("\n");
}

const specs: Specs = {
  env: { type: "string", short: "e", describe: "target environment", choices: ["dev", "staging", "prod"], default: "dev" },
  verbose: { type: "count", short: "v", describe: "more output (repeatable)" },
  "dry-run": { type: "boolean", short: "n", describe: "print actions only" },
  tag: { type: "list", short: "t", describe: "tag to apply (repeatable)" },
  timeout: { type: "number", describe: "seconds to wait", default: 60 },
  color: { type: "boolean", describe: "colored output", default: true },
};

function run(argv: readonly string[]): number {
  const p = parseArgs(argv, specs);
  try {
    if (p.errors.length) throw new UsageError(p.errors.join("\n"));
    if (!p.command) throw new UsageError("missing command");
    if (p.command === "help") { console.log(help("tool", specs)); return 0; }
    if (p.command !== "deploy") throw new UsageError(`unknown command '${p.command}'`, 64);
    const o = Object.fromEntries(p.options);
    console.log(`deploy ${p.positional.join(" & ") || "(nothing)"} to ${o.env}`);
    console.log(JSON.stringify(o));
    if (p.rest.length) console.log("passing through:", p.rest);
    return (o["dry-run"] as boolean) ? 0 : 1;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.log(`error: ${e.message.split("\n").join("\nerror: ")}`);
    return e.exitCode;
  }
}

const real = run(process.argv.slice(2));
console.log("real run exit:", real);
const cases: string[][] = [
  ["help"],
  ["deploy", "-nvt", "x", "--env", "prod", "svc"],
  ["deploy", "--env=qa", "--timeout", "soon", "--frob", "-z"],
  ["deploy", "--no-color", "--no-env", "--timeout=5", "-e"],
  ["launch"],
  [],
];
const codes = cases.map((c) => {
  console.log(`$ tool ${c.join(" ")}`);
  return run(c);
});
console.log("codes:", codes);
process.exitCode = codes.reduce((a, b) => Math.max(a, b), 0) > 2 ? 3 : 0;
