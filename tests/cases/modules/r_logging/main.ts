// A logging library: levels, formatters, transports and a module-level default logger.
import log from "./logger";
import { Level, parseLevel, formatters, MemoryTransport, Transport, defaultLogger, setClock, recordCount, Logger } from "./index";
import type { LogRecord } from "./index";

let now = Date.UTC(2024, 0, 2, 3, 4, 5, 600);
setClock(() => (now += 125));

console.log(log === defaultLogger, log.transportNames);
log.info("service starting", { port: 8080, tls: false });
log.debug("hidden at info level");

const flushed: string[][] = [];
const mem = new MemoryTransport("mem", 3, Level.Debug, formatters.json, async (lines) => {
  await null;
  flushed.push(lines);
});
const audit = new MemoryTransport("audit", 10, Level.Warn, formatters.template("#%seq %level %logger: %msg user=%user %nope"));
log.addTransport(mem).addTransport(audit);
log.level = Level.Debug;

const db = log.child("db", { shard: 2 });
const http = log.child("http");
db.debug("connected", { host: "db.internal" });
http.info("GET /", { status: 200, user: "ann" });
http.warn("slow request", { ms: 1234.5, user: "bob" });
db.error("query failed", new TypeError("bad column"), { sql: "select x from t" });
console.log(log.child("db") === db, db.name, http.level === Level.Debug);

class Exploding extends Transport {
  protected write(line: string, r: LogRecord): void {
    if (r.level >= Level.Warn) throw new Error(`cannot write '${r.message}'`);
  }
}
const quiet = new Logger("side", [new Exploding("boom"), audit], { user: "sys" }, Level.Trace);
quiet.trace("tick");
quiet.warn("disk almost full", { pct: 97 });

for (const s of ["warn", "Error", "verbose"]) {
  try {
    console.log(s, "->", parseLevel(s));
  } catch (e) {
    if (e instanceof RangeError) console.log(s, "->", e.message);
  }
}
console.log("mem:", mem.lines.length, "dropped", mem.dropped);
console.log(audit.lines.join("\n"));

async function main(): Promise<void> {
  const counts = await log.flush();
  console.log("flushed", counts, flushed.length, flushed[0]?.length);
  for (const l of flushed[0] ?? []) console.log(" ", l);
  console.log("records:", recordCount(), "written:", [mem.written, audit.written]);
}
main().then(() => console.log("done"));
console.log("main returned");
