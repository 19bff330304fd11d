// Deep merge of configuration trees: objects merge key by key, arrays and
// scalars from the override replace the base.
type Config = string | number | boolean | null | Config[] | { [key: string]: Config };
type ConfigObject = { [key: string]: Config };

function isObject(c: Config): c is ConfigObject {
  return typeof c === "object" && c !== null && !Array.isArray(c);
}

function merge(base: Config, over: Config): Config {
  if (isObject(base) && isObject(over)) {
    const out: ConfigObject = {};
    for (const k of Object.keys(base)) out[k] = base[k];
    for (const k of Object.keys(over)) out[k] = k in base ? merge(base[k], over[k]) : over[k];
    return out;
  }
  return over;
}

function get(c: Config, path: string): Config {
  let cur: Config = c;
  for (const part of path.split(".")) {
    if (!isObject(cur) || !(part in cur)) return null;
    cur = cur[part];
  }
  return cur;
}

const defaults: Config = {
  server: { host: "localhost", port: 8080, tls: { enabled: false, ciphers: ["a", "b"] } },
  log: { level: "info", targets: ["stdout"] },
  retries: 3,
};
const env: Config = {
  server: { port: 443, tls: { enabled: true } },
  log: { targets: ["file", "syslog"] },
  features: { beta: true },
};
const merged = merge(defaults, env);
console.log(JSON.stringify(merged, null, 2));
console.log(get(merged, "server.port"), get(merged, "server.tls.ciphers"), get(merged, "log.level"), get(merged, "nope.x"));
console.log(merge(1, "one"), merge([1, 2], [3]), merge({ a: 1 }, null));
const fromText = JSON.parse('{"server":{"host":"example.org"},"retries":5}') as Config;
console.log(merge(merged, fromText));
