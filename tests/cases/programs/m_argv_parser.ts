// A command-line argument parser: long flags, --key=value, bundled short
// options (-abc, -n5), repeated options, `--` and generated --help text.

type OptionKind = "boolean" | "string" | "number" | "list";

interface OptionSpec {
  name: string;
  short?: string;
  kind: OptionKind;
  description: string;
  default?: string | number | boolean | string[];
  choices?: string[];
}

type OptionValue = string | number | boolean | string[];

interface ParseResult {
  options: Map<string, OptionValue>;
  positionals: string[];
  rest: string[];
  errors: string[];
}

class ArgParser {
  private readonly specs: OptionSpec[] = [];
  private readonly byShort = new Map<string, OptionSpec>();
  private readonly byLong = new Map<string, OptionSpec>();

  constructor(private readonly program: string, private readonly summary: string) {
    this.option({ name: "help", short: "h", kind: "boolean", description: "show this help" });
  }

  option(spec: OptionSpec): this {
    if (this.byLong.has(spec.name)) throw new Error(`duplicate option --${spec.name}`);
    this.specs.push(spec);
    this.byLong.set(spec.name, spec);
    if (spec.short) this.byShort.set(spec.short, spec);
    return this;
  }

  help(): string {
    const rows = this.specs.map((s) => {
      const flag = (s.short ? `-${s.short}, ` : "    ") + `--${s.name}` +
        (s.kind === "boolean" ? "" : s.kind === "list" ? " <v>..." : ` <${s.kind}>`);
      let desc = s.description;
      if (s.choices) desc += ` (${s.choices.join("|")})`;
      if (s.default !== undefined) desc += ` [default: ${Array.isArray(s.default) ? s.default.join(",") : s.default}]`;
      return [flag, desc] as const;
    });
    const width = Math.max(...rows.map(([f]) => f.length)) + 2;
    const lines = [`usage: ${this.program} [options] <files...>`, "", this.summary, "", "options:"];
    for (const [flag, desc] of rows) lines.push(`  ${flag.padEnd(width)}${desc}`);
    return lines.join("\n");
  }

  parse(argv: readonly string[]): ParseResult {
    const options = new Map<string, OptionValue>();
    const positionals: string[] = [];
    const errors: string[] = [];
    for (const s of this.specs) if (s.default !== undefined) options.set(s.name, s.default);

    const assign = (spec: OptionSpec, raw: string | undefined, flag: string): void => {
      if (spec.kind === "boolean") {
        if (raw === undefined) options.set(spec.name, true);
        else if (raw === "true" || raw === "false") options.set(spec.name, raw === "true");
        else errors.push(`${flag}: expected true or false, got '${raw}'`);
        return;
      }
      if (raw === undefined) {
        errors.push(`${flag}: missing value`);
        return;
      }
      if (spec.choices && !spec.choices.includes(raw)) {
        errors.push(`${flag}: '${raw}' is not one of ${spec.choices.join(", ")}`);
        return;
      }
      switch (spec.kind) {
        case "number": {
          const n = Number(raw);
          if (raw.trim() === "" || Number.isNaN(n)) errors.push(`${flag}: '${raw}' is not a number`);
          else options.set(spec.name, n);
          break;
        }
        case "list": {
          const prev = options.get(spec.name);
          const base = Array.isArray(prev) && prev !== spec.default ? prev : [];
          options.set(spec.name, [...base, ...raw.split(",").filter(Boolean)]);
          break;
        }
        default:
          options.set(spec.name, raw);
      }
    };

    let i = 0;
    while (i < argv.length) {
      const arg = argv[i++];
      if (arg === "--") return { options, positionals, rest: argv.slice(i), errors };
      if (arg.startsWith("--")) {
        const eq = arg.indexOf("=");
        let name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
        let value: string | undefined = eq >= 0 ? arg.slice(eq + 1) : undefined;
        let spec = this.byLong.get(name);
        if (!spec && name.startsWith("no-") && value === undefined) {
          spec = this.byLong.get((name = name.slice(3)));
          if (spec?.kind === "boolean") value = "false";
        }
        if (!spec) {
          errors.push(`unknown option --${name}`);
          continue;
        }
        if (value === undefined && spec.kind !== "boolean" && i < argv.length && !argv[i].startsWith("-")) value = argv[i++];
        assign(spec, value, `--${name}`);
      } else if (arg.startsWith("-") && arg.length > 1 && !/^-\d/.test(arg)) {
        for (let j = 1; j < arg.length; j++) {
          const ch = arg[j];
          const spec = this.byShort.get(ch);
          if (!spec) {
            errors.push(`unknown option -${ch}`);
            continue;
          }
          if (spec.kind === "boolean") {
            assign(spec, undefined, `-${ch}`);
            continue;
          }
          // the rest of the bundle is the value (-n5), else the next argument
          const inline = arg.slice(j + 1);
          const value = inline !== "" ? inline.replace(/^=/, "") : i < argv.length ? argv[i++] : undefined;
          assign(spec, value, `-${ch}`);
          break;
        }
      } else {
        positionals.push(arg);
      }
    }
    return { options, positionals, rest: [], errors };
  }
}

function show(value: OptionValue): string {
  if (Array.isArray(value)) return `[${value.map((v) => JSON.stringify(v)).join(", ")}]`;
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

const parser = new ArgParser("grepx", "Search files for lines matching a pattern.")
  .option({ name: "ignore-case", short: "i", kind: "boolean", description: "match case-insensitively" })
  .option({ name: "count", short: "c", kind: "boolean", description: "print only a count of matches" })
  .option({ name: "verbose", short: "v", kind: "boolean", description: "explain what is done", default: false })
  .option({ name: "max", short: "n", kind: "number", description: "stop after N matches", default: 100 })
  .option({ name: "color", kind: "string", description: "when to color output", choices: ["auto", "always", "never"], default: "auto" })
  .option({ name: "exclude", short: "x", kind: "list", description: "glob(s) to skip", default: ["node_modules"] })
  .option({ name: "context", short: "C", kind: "number", description: "lines of context" });

const runs: string[][] = [
  ["-ic", "TODO", "src/", "lib/"],
  ["--max=5", "--color", "always", "-n12", "-x", "*.map,*.min.js", "--exclude=dist", "pattern"],
  ["-vC", "3", "--no-verbose", "--count=false", "--", "-literal", "--not-an-option"],
  ["--colour=red", "--color=rainbow", "-q", "--max", "many", "-n", "-7", "x"],
  ["--context"],
  ["-h"],
];

for (const argv of runs) {
  console.log(`$ grepx ${argv.join(" ")}`);
  const { options, positionals, rest, errors } = parser.parse(argv);
  if (options.get("help") === true) {
    console.log(parser.help());
    continue;
  }
  const keys = [...options.keys()].sort();
  console.log("  options:", keys.map((k) => `${k}=${show(options.get(k)!)}`).join(" "));
  console.log("  positionals:", positionals.length ? positionals.join(" ") : "(none)");
  if (rest.length) console.log("  after --:", rest);
  errors.forEach((e, n) => console.log(`  error ${n + 1}: ${e}`));
}

try {
  parser.option({ name: "count", kind: "boolean", description: "again" });
} catch (e) {
  console.log(`setup error: ${(e as Error).message}`);
}
