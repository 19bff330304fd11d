// Parses "key=value;key2=value2" configuration strings into a typed config,
// accumulating every error instead of stopping at the first.
import {
  combine, err, flatMap, fromNullable, map, mapErr, none, ok, okOr, optMap, optUnwrapOr, show,
  some, tryCatch, unwrapOr, wrap, type Option, type Result,
} from "./result";

interface ParseError {
  key: string;
  message: string;
}

interface ServerConfig {
  host: string;
  port: number;
  workers: number;
  debug: boolean;
  tags: string[];
  timeoutMs: number;
}

type Raw = Map<string, string>;

function splitPairs(text: string): Result<Raw, ParseError[]> {
  const raw: Raw = new Map();
  const results = text
    .split(";")
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((pair, i): Result<[string, string], ParseError> => {
      const eq = pair.indexOf("=");
      if (eq <= 0) return err({ key: `#${i + 1}`, message: `'${pair}' is not key=value` });
      const key = pair.slice(0, eq).trim().toLowerCase();
      if (raw.has(key)) return err({ key, message: "given twice" });
      const value = pair.slice(eq + 1).trim();
      raw.set(key, value);
      return ok([key, value]);
    });
  return map(combine(results), () => raw);
}

const field = (raw: Raw, key: string): Option<string> => fromNullable(raw.get(key));

function int(raw: Raw, key: string, min: number, max: number, fallback?: number): Result<number, ParseError> {
  const fail = (message: string): Result<number, ParseError> => err({ key, message });
  const text = field(raw, key);
  if (!text.some) return fallback !== undefined ? ok(fallback) : fail("is required");
  return wrap<string, ParseError>(ok(text.value))
    .filter((s) => /^-?\d+$/.test(s), (s) => ({ key, message: `'${s}' is not an integer` }))
    .map((s) => parseInt(s, 10))
    .filter((n) => n >= min && n <= max, (n) => ({ key, message: `${n} is outside ${min}..${max}` }))
    .result;
}

function bool(raw: Raw, key: string): Result<boolean, ParseError> {
  const v = optUnwrapOr(field(raw, key), "false").toLowerCase();
  if (["1", "true", "yes", "on"].includes(v)) return ok(true);
  if (["0", "false", "no", "off"].includes(v)) return ok(false);
  return err({ key, message: `'${v}' is not a boolean` });
}

function duration(raw: Raw, key: string): Result<number, ParseError> {
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60000 };
  const parsed = okOr(optMap(field(raw, key), (s) => /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(s)), "is required");
  return mapErr(
    flatMap(parsed, (m) => (m === null ? err("expects a number and a unit (ms, s, m)") : ok(Number(m[1]) * units[m[2]]))),
    (message): ParseError => ({ key, message }),
  );
}

function parseConfig(text: string): Result<ServerConfig, ParseError[]> {
  return flatMap(splitPairs(text), (raw) => {
    const host = okOr(field(raw, "host"), { key: "host", message: "is required" } as ParseError);
    const port = int(raw, "port", 1, 65535);
    const workers = int(raw, "workers", 1, 64, 4);
    const debug = bool(raw, "debug");
    const timeout = duration(raw, "timeout");
    const tags = ok(optUnwrapOr(optMap(field(raw, "tags"), (t) => t.split(",").map((s) => s.trim())), []));
    const errors: ParseError[] = [];
    for (const r of [host, port, workers, debug, timeout] as Result<unknown, ParseError>[]) if (!r.ok) errors.push(r.error);
    const known = new Set(["host", "port", "workers", "debug", "timeout", "tags"]);
    for (const key of raw.keys()) if (!known.has(key)) errors.push({ key, message: "is not a known setting" });
    if (errors.length > 0 || !host.ok || !port.ok || !workers.ok || !debug.ok || !timeout.ok) return err(errors);
    return ok({ host: host.value, port: port.value, workers: workers.value, debug: debug.value, tags: tags.value,
      timeoutMs: timeout.value });
  });
}

const inputs = [
  "host=api.local; port=8080; debug=yes; timeout=2.5s; tags=blue, canary",
  "HOST = db ; port = 5432 ; workers = 16 ; timeout = 250ms",
  "host=x;port=99999;workers=zero;debug=maybe;timeout=5h;color=red",
  "port=80;;garbage;port=81",
  "",
];
for (const text of inputs) {
  const r = parseConfig(text);
  console.log(`> ${JSON.stringify(text)}`);
  if (r.ok) {
    const c = r.value;
    console.log(`  ${c.host}:${c.port} workers=${c.workers} debug=${c.debug} timeout=${c.timeoutMs}ms tags=[${c.tags}]`);
  } else {
    for (const e of r.error.sort((a, b) => a.key.localeCompare(b.key))) console.log(`  ${e.key}: ${e.message}`);
  }
}

console.log(show(tryCatch(() => JSON.parse('{"a":1}') as { a: number }), (v) => `a=${v.a}`));
console.log(show(tryCatch(() => JSON.parse("{oops")), () => "?").replace(/\(.*\)/, "(<json error>)"));
console.log(show(tryCatch(() => { throw "plain string"; })));
console.log(unwrapOr(map(ok(20), (n) => n + 1), 0), unwrapOr(err("x") as Result<number, string>, -1));
console.log(optUnwrapOr(optMap(some(3), (n) => n * n), 0), optUnwrapOr(optMap(none as Option<number>, (n) => n * n), 0));
console.log(show(combine([ok(1), ok(2), ok(3)]), (xs) => xs.join("+")), show(combine([ok(1), err("a"), err("b")])));
console.log(wrap(ok("  padded  ") as Result<string, string>).map((s) => s.trim()).map((s) => s.length).unwrapOr(-1));
