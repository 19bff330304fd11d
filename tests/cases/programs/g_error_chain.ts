// Error handling in a config loader and job runner: custom error classes
// with `cause`, error codes, finally ordering, rethrow, AggregateError,
// error wrapping across layers and a result type at the edges.

class AppError extends Error {
  constructor(message: string, readonly code: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
  get chain(): string[] {
    const out: string[] = [];
    let e: unknown = this;
    while (e instanceof Error) {
      out.push(`${e.name}: ${e.message}`);
      e = e.cause;
    }
    if (e !== undefined) out.push(`(non-error cause: ${JSON.stringify(e)})`);
    return out;
  }
}
class ParseError extends AppError {
  constructor(readonly line: number, message: string, cause?: unknown) {
    super(`line ${line}: ${message}`, "E_PARSE", { cause });
  }
}
class ValidationError extends AppError {
  constructor(readonly field: string, readonly problems: readonly string[]) {
    super(`${field}: ${problems.join("; ")}`, "E_INVALID");
  }
}
class JobError extends AppError {}

const trace: string[] = [];

function parseConfig(text: string): Map<string, string> {
  const out = new Map<string, string>();
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const eq = line.indexOf("=");
    if (eq <= 0) throw new ParseError(i + 1, `expected key=value, got ${JSON.stringify(line)}`);
    const key = line.slice(0, eq).trim();
    if (out.has(key)) throw new ParseError(i + 1, `duplicate key ${key}`);
    out.set(key, line.slice(eq + 1).trim());
  });
  return out;
}

function toNumber(cfg: Map<string, string>, key: string, min: number, max: number): number {
  const v = cfg.get(key);
  const problems: string[] = [];
  if (v === undefined) problems.push("missing");
  else {
    const n = Number(v);
    if (!Number.isFinite(n)) problems.push(`not a number (${v})`);
    else if (!Number.isInteger(n)) problems.push("not an integer");
    else if (n < min || n > max) problems.push(`out of range [${min}, ${max}]`);
    else return n;
  }
  throw new ValidationError(key, problems);
}

function loadSettings(text: string): { workers: number; retries: number } {
  trace.push("load:start");
  try {
    const cfg = parseConfig(text);
    const errors: Error[] = [];
    const get = (k: string, lo: number, hi: number): number => {
      try {
        return toNumber(cfg, k, lo, hi);
      } catch (e) {
        if (e instanceof ValidationError) { errors.push(e); return NaN; }
        throw e;
      }
    };
    const settings = { workers: get("workers", 1, 64), retries: get("retries", 0, 10) };
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateError(errors, `${errors.length} invalid settings`);
    return settings;
  } catch (e) {
    if (e instanceof ParseError || e instanceof AggregateError || e instanceof ValidationError) {
      throw new AppError("cannot load settings", "E_CONFIG", { cause: e });
    }
    throw e;
  } finally {
    trace.push("load:finally");
  }
}

function runJob(name: string, steps: ReadonlyArray<() => void>): string {
  let done = 0;
  try {
    for (const step of steps) {
      try {
        step();
        done++;
      } finally {
        trace.push(`${name}:step${done}`);
      }
    }
    return `${name}: ${done} steps ok`;
  } catch (e) {
    throw new JobError(`${name} failed after ${done} steps`, "E_JOB", { cause: e });
  } finally {
    trace.push(`${name}:cleanup`);
  }
}

function finallyOverrides(): string {
  try {
    throw new Error("lost");
  } finally {
    // eslint-disable-next-line no-unsafe-finally
    return "finally wins";
  }
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: string[] };
function attempt<T>(f: () => T): Outcome<T> {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    if (e instanceof AppError) return { ok: false, error: e.chain };
    if (e instanceof Error) return { ok: false, error: [`unexpected ${e.name}: ${e.message}`] };
    return { ok: false, error: [`thrown non-error: ${String(e)}`] };
  }
}

const inputs = [
  "workers = 8\nretries = 3",
  "# comment\nworkers=4\nretries 2",
  "workers=100\nretries=1.5",
  "workers=2\nworkers=3",
  "retries=x",
  "workers=16",
];
for (const text of inputs) {
  const r = attempt(() => loadSettings(text));
  if (r.ok) console.log("ok", r.value);
  else console.log(r.error.join("\n  <- "));
}

const jobs: Array<[string, Array<() => void>]> = [
  ["alpha", [() => {}, () => {}]],
  ["beta", [() => {}, () => { throw new RangeError("disk full"); }, () => {}]],
  ["gamma", [() => { throw "plain string"; }]],
  ["delta", [() => { JSON.parse("{bad json"); }]],
];
for (const [name, steps] of jobs) {
  const r = attempt(() => runJob(name, steps));
  console.log(r.ok ? r.value : r.error.join(" <- "));
}
console.log(trace.join(" "));
console.log(finallyOverrides());

try {
  loadSettings("workers=0\nretries=99");
} catch (e) {
  if (e instanceof AppError && e.cause instanceof AggregateError) {
    console.log(e.code, e.cause.message, e.cause.errors.map((x: ValidationError) => `${x.code}/${x.field}`));
    const first = e.cause.errors[0];
    console.log(first instanceof ValidationError, first instanceof AppError, first instanceof Error, Object.prototype.toString.call(first));
  }
}
const plain = new Error("no cause");
console.log(plain.cause, new Error("x", { cause: 0 }).cause, String(new JobError("m", "E")));
const nested = (): never => { try { throw new TypeError("inner"); } catch (e) { throw new AppError("outer", "E_X", { cause: e }); } };
try { nested(); } catch (e) { console.log(e instanceof AppError ? e.chain : e); }
