import { Level, type LogRecord } from "../levels";
import { text, type Formatter } from "../formatters";

export abstract class Transport {
  written = 0;
  constructor(readonly name: string, public minLevel: Level = Level.Trace, protected format: Formatter = text) {}
  accepts(r: LogRecord): boolean {
    return r.level >= this.minLevel;
  }
  handle(r: LogRecord): void {
    if (!this.accepts(r)) return;
    this.write(this.format(r), r);
    this.written++;
  }
  protected abstract write(line: string, r: LogRecord): void;
  flush(): Promise<number> {
    return Promise.resolve(0);
  }
}
