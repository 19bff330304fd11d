// A type parameter constrained by keyof T infers the literal key of its
// argument, so T[K] is that property's type.
interface Config {
  host: string;
  port: number;
  tags: string[];
  secure: boolean;
}

function get<K extends keyof Config>(c: Config, k: K): Config[K] {
  return c[k];
}
function set<K extends keyof Config>(c: Config, k: K, v: Config[K]): void {
  c[k] = v;
}
type Level = "debug" | "info" | "warn";
function pick<L extends Level>(l: L): L {
  return l;
}

const cfg: Config = { host: "localhost", port: 8080, tags: ["a"], secure: false };
const port = get(cfg, "port") + 1;
const host = get(cfg, "host").toUpperCase();
console.log(port, host, get(cfg, "tags").length, get(cfg, "secure") ? "tls" : "plain");
set(cfg, "port", 9090);
set(cfg, "tags", ["x", "y"]);
console.log(cfg, pick("warn"));
