// Wrapping low-level errors with a cause and walking the chain.
class ConfigError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "ConfigError";
  }
}

function readSetting(key: string): string {
  if (key === "port") return "8080";
  if (key === "host") throw new TypeError("setting '" + key + "' is missing");
  throw new Error("unknown key " + key);
}

function loadConfig(keys: string[]): string[] {
  const out: string[] = [];
  for (const k of keys) {
    try {
      out.push(k + "=" + readSetting(k));
    } catch (e) {
      throw new ConfigError("cannot load config", { cause: e });
    }
  }
  return out;
}

function chain(e: unknown): string[] {
  const parts: string[] = [];
  let cur: unknown = e;
  while (cur instanceof Error) {
    parts.push(cur.name + "(" + cur.message + ")");
    cur = cur.cause;
  }
  return parts;
}

console.log(loadConfig(["port"]).join(";"));
try {
  loadConfig(["port", "host"]);
} catch (e) {
  console.log(chain(e).join(" <- "));
  if (e instanceof ConfigError && e.cause instanceof TypeError) console.log("root cause is a TypeError");
}
try {
  try {
    loadConfig(["x"]);
  } catch (e) {
    console.log("first handler:", String(e));
    throw e;
  }
} catch (e2) {
  console.log("second handler:", e2 instanceof ConfigError, chain(e2).length);
}
const plain = new Error("no cause");
console.log(plain.cause === undefined);
const withCause = new Error("outer", { cause: "a string cause" });
console.log(typeof withCause.cause, withCause.cause);
