import type { OptionSpec, OptValue, Parsed } from "./types";
import { UsageError } from "./errors";

function coerce(spec: OptionSpec, raw: string, cmd: string): OptValue {
  switch (spec.kind) {
    case "number": {
      const n = Number(raw);
      if (Number.isNaN(n)) throw new UsageError(`--${spec.name} expects a number, got '${raw}'`, cmd);
      return n;
    }
    case "list": return raw.split(",").filter(s => s !== "");
    case "flag": return raw !== "false";
    default: return raw;
  }
}

export function parse(argv: readonly string[], specsFor: (cmd: string) => OptionSpec[] | undefined): Parsed {
  const [command = "help", ...rest] = argv;
  const specs = specsFor(command);
  if (!specs) throw new UsageError(`unknown command '${command}'`);
  const byName = new Map<string, OptionSpec>();
  for (const s of specs) { byName.set(s.name, s); if (s.alias) byName.set(s.alias, s); }
  const options = new Map<string, OptValue>();
  for (const s of specs) if (s.default !== undefined) options.set(s.name, s.default);
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (a === "--") { positional.push(...rest.slice(i + 1)); break; }
    if (!a.startsWith("-")) { positional.push(a); continue; }
    const body = a.replace(/^--?/, "");
    const eq = body.indexOf("=");
    const key = eq >= 0 ? body.slice(0, eq) : body;
    const spec = byName.get(key.startsWith("no-") ? key.slice(3) : key);
    if (!spec) throw new UsageError(`unknown option '${a}'`, command);
    if (spec.kind === "flag") { options.set(spec.name, !key.startsWith("no-")); continue; }
    const raw = eq >= 0 ? body.slice(eq + 1) : rest[++i];
    if (raw === undefined) throw new UsageError(`option '${a}' needs a value`, command);
    options.set(spec.name, coerce(spec, raw, command));
  }
  return { command, options, positional };
}
