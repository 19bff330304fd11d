// Loggers with child loggers and shared transports; the module keeps a default logger.
import { Level, type Fields, type LogRecord } from "./levels";
import type { Transport } from "./transports/base";
import { ConsoleTransport } from "./transports/console";

let seq = 0;
let clock: () => number = () => 0;

export function setClock(f: () => number): void {
  clock = f;
}

export class Logger {
  private children = new Map<string, Logger>();
  constructor(readonly name: string, private transports: Transport[], private base: Fields = {}, public level: Level = Level.Info) {}

  child(name: string, fields: Fields = {}): Logger {
    const full = `${this.name}.${name}`;
    let c = this.children.get(full);
    if (!c) {
      c = new Logger(full, this.transports, { ...this.base, ...fields }, this.level);
      this.children.set(full, c);
    }
    return c;
  }
  addTransport(t: Transport): this {
    this.transports.push(t);
    return this;
  }
  log(level: Level, message: string, fields: Fields = {}, error?: Error): boolean {
    if (level < this.level) return false;
    const r: LogRecord = { seq: ++seq, time: clock(), level, logger: this.name, message, fields: { ...this.base, ...fields } };
    if (error) r.error = error;
    for (const t of this.transports) {
      try {
        t.handle(r);
      } catch (e) {
        console.log(`transport ${t.name} failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    return true;
  }
  trace(m: string, f?: Fields) { return this.log(Level.Trace, m, f); }
  debug(m: string, f?: Fields) { return this.log(Level.Debug, m, f); }
  info(m: string, f?: Fields) { return this.log(Level.Info, m, f); }
  warn(m: string, f?: Fields) { return this.log(Level.Warn, m, f); }
  error(m: string, e?: Error, f?: Fields) { return this.log(Level.Error, m, f, e); }

  async flush(): Promise<number[]> {
    return Promise.all(this.transports.map((t) => t.flush()));
  }
  get transportNames(): string[] {
    return this.transports.map((t) => t.name);
  }
}

export const root = new Logger("app", [new ConsoleTransport("console")]);
export default root;
export function count(): number {
  return seq;
}
