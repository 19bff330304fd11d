// deploy_config_check: validates a deployment config read as JSON from stdin. Type guards
// over unknown (in, typeof, Array.isArray), a discriminated union of targets,
// defaults merged with spreads, problems collected with JSON paths, a reviver
// for dates, toJSON on a class, and the normalised config printed back.
import * as fs from "fs";

type Target =
  | { kind: "docker"; image: string; tag?: string; ports: number[] }
  | { kind: "lambda"; handler: string; memoryMb: number; timeoutS?: number }
  | { kind: "static"; bucket: string; spa: boolean };

interface Service {
  name: string;
  replicas: number;
  target: Target;
  env: Record<string, string>;
  after?: string[];
}

interface Config {
  version: 2;
  released: Date;
  owner: { team: string; email?: string };
  services: Service[];
}

const DEFAULTS = { replicas: 1, env: { NODE_ENV: "production" } } satisfies Partial<Service>;

class Problem {
  constructor(readonly path: string, readonly message: string, readonly severity: "error" | "warning" = "error") {}
  toJSON() { return `${this.severity.toUpperCase()} ${this.path}: ${this.message}`; }
}

const problems: Problem[] = [];
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const isStringMap = (x: unknown): x is Record<string, string> => isRecord(x) && Object.values(x).every((v) => typeof v === "string");

function checkTarget(x: unknown, path: string): Target | null {
  if (!isRecord(x) || typeof x.kind !== "string") { problems.push(new Problem(path, "target must be an object with a kind")); return null; }
  switch (x.kind) {
    case "docker": {
      if (typeof x.image !== "string" || !/^[a-z0-9./-]+$/.test(x.image)) { problems.push(new Problem(`${path}.image`, "bad image name")); return null; }
      const ports = Array.isArray(x.ports) ? x.ports : [];
      const bad = ports.filter((p): p is unknown => typeof p !== "number" || !Number.isInteger(p) || p < 1 || p > 65535);
      if (bad.length) problems.push(new Problem(`${path}.ports`, `invalid ports ${JSON.stringify(bad)}`));
      if (!("tag" in x)) problems.push(new Problem(`${path}.tag`, "no tag, 'latest' assumed", "warning"));
      return { kind: "docker", image: x.image, tag: typeof x.tag === "string" ? x.tag : "latest", ports: ports.filter((p): p is number => !bad.includes(p)) };
    }
    case "lambda": {
      const mem = typeof x.memoryMb === "number" ? x.memoryMb : NaN;
      if (!(mem >= 128 && mem <= 10240) || mem % 64 !== 0) problems.push(new Problem(`${path}.memoryMb`, `memory ${mem} not a multiple of 64 in [128, 10240]`));
      if (typeof x.handler !== "string" || !x.handler.includes(".")) { problems.push(new Problem(`${path}.handler`, "handler must look like file.fn")); return null; }
      return { kind: "lambda", handler: x.handler, memoryMb: mem, timeoutS: typeof x.timeoutS === "number" ? x.timeoutS : undefined };
    }
    case "static":
      if (typeof x.bucket !== "string") { problems.push(new Problem(`${path}.bucket`, "bucket required")); return null; }
      return { kind: "static", bucket: x.bucket, spa: x.spa === true };
    default:
      problems.push(new Problem(`${path}.kind`, `unknown kind ${JSON.stringify(x.kind)}`));
      return null;
  }
}

function checkService(x: unknown, i: number): Service | null {
  const path = `$.services[${i}]`;
  if (!isRecord(x)) { problems.push(new Problem(path, "not an object")); return null; }
  if (typeof x.name !== "string" || x.name === "") { problems.push(new Problem(`${path}.name`, "name required")); return null; }
  const target = checkTarget(x.target, `${path}.target`);
  if (!target) return null;
  const env = x.env === undefined ? {} : isStringMap(x.env) ? x.env : (problems.push(new Problem(`${path}.env`, "env values must be strings")), {});
  const replicas = typeof x.replicas === "number" ? x.replicas : DEFAULTS.replicas;
  if (target.kind !== "docker" && replicas !== 1) problems.push(new Problem(`${path}.replicas`, `replicas ignored for ${target.kind}`, "warning"));
  const after = Array.isArray(x.after) ? x.after.filter((a): a is string => typeof a === "string") : undefined;
  return { ...DEFAULTS, name: x.name, replicas, target, env: { ...DEFAULTS.env, ...env }, ...(after ? { after } : {}) };
}

const raw: unknown = JSON.parse(fs.readFileSync(0, "utf8"), (key, value) =>
  key === "released" && typeof value === "string" ? new Date(value) : value);
if (!isRecord(raw) || raw.version !== 2) {
  console.log("unsupported config version", isRecord(raw) ? raw.version : typeof raw);
  process.exit(1);
}
const services = (Array.isArray(raw.services) ? raw.services : []).map(checkService).filter((s): s is Service => s !== null);
const names = new Set<string>();
for (const s of services) {
  if (names.has(s.name)) problems.push(new Problem(`$.services[name=${s.name}]`, "duplicate name"));
  names.add(s.name);
}
for (const s of services) for (const a of s.after ?? []) if (!names.has(a)) problems.push(new Problem(`$.services[name=${s.name}].after`, `unknown service ${a}`));
const owner = isRecord(raw.owner) && typeof raw.owner.team === "string" ? { team: raw.owner.team, email: typeof raw.owner.email === "string" ? raw.owner.email : undefined } : { team: "unknown" };
const released = raw.released instanceof Date && !isNaN(raw.released.getTime()) ? raw.released : new Date(0);

const config: Config = { version: 2, released, owner, services };
const errors = problems.filter((p) => p.severity === "error");
console.log(`${services.length} services valid, ${errors.length} errors, ${problems.length - errors.length} warnings`);
console.log(JSON.stringify(problems, null, 1));
const summary = services.map((s) => {
  const t = s.target;
  const detail = t.kind === "docker" ? `${t.image}:${t.tag} ports=${t.ports.join("/") || "-"}` : t.kind === "lambda" ? `${t.handler} ${t.memoryMb}MB ${t.timeoutS ?? 3}s` : `s3://${t.bucket}${t.spa ? " (spa)" : ""}`;
  return `${s.name.padEnd(10)} x${s.replicas} ${t.kind.padEnd(7)} ${detail}  env=${Object.keys(s.env).sort().join(",")}`;
});
console.log(summary.join("\n"));
console.log(JSON.stringify(config, (k, v) => (k === "env" ? Object.keys(v as object).length : v), 2).split("\n").slice(0, 24).join("\n"));
console.log(`released ${config.released.toISOString()} (${config.released.getUTCFullYear()}), owner ${config.owner.team} <${config.owner.email ?? "n/a"}>`);
process.exitCode = errors.length ? 1 : 0;
