// A logger over a numeric enum: Object.keys of the enum, Level[n], JSON context, UTC dates
enum Level { Debug, Info, Warn, Error }
enum Color { Red = "red", Green = "green" }
const levelNames = Object.keys(Level).filter(k => isNaN(Number(k)));
console.log(levelNames, Level[Level.Warn], Level.Error, Color.Green, Object.values(Color));
interface LogEntry { level: Level; msg: string; ctx?: Record<string, unknown> }
class Logger {
  private entries: LogEntry[] = [];
  constructor(private minLevel: Level = Level.Info) {}
  log(level: Level, msg: string, ctx?: Record<string, unknown>) {
    if (level < this.minLevel) return;
    this.entries.push({ level, msg, ctx });
    const ts = new Date(Date.UTC(2024, 0, 15, 10, 30)).toISOString();
    console.log(`[${ts}] ${Level[level].toUpperCase().padEnd(5)} ${msg}${ctx ? " " + JSON.stringify(ctx) : ""}`);
  }
  debug(m: string) { this.log(Level.Debug, m); }
  info(m: string, ctx?: Record<string, unknown>) { this.log(Level.Info, m, ctx); }
  warn(m: string) { this.log(Level.Warn, m); }
  get stats() {
    const counts = new Map<Level, number>();
    for (const e of this.entries) counts.set(e.level, (counts.get(e.level) ?? 0) + 1);
    return Object.fromEntries([...counts].map(([l, n]) => [Level[l], n]));
  }
}
const log = new Logger();
log.debug("hidden");
log.info("started", { port: 8080, tls: false, tags: ["a", "b"] });
log.warn("slow");
log.info("done");
console.log(log.stats);
const dur = (ms: number) => { const s = Math.floor(ms / 1000), m = Math.floor(s / 60); return `${m}m${String(s % 60).padStart(2, "0")}s`; };
console.log([0, 61000, 3599999].map(dur));
const d = new Date(Date.UTC(2024, 1, 29, 13, 5, 9));
console.log(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.toISOString().slice(0, 10));
const d2 = new Date(d); d2.setUTCDate(d2.getUTCDate() + 1);
console.log(d2.getUTCMonth(), d2.getUTCDate(), d2 > d, d2.getTime() - d.getTime());
console.log(new Date("2024-03-10").getTime(), Date.parse("2024-03-10T12:00:00.000Z"), new Date(NaN).getTime());
