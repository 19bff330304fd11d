import { Transport } from "./base";
import type { Level, LogRecord } from "../levels";
import type { Formatter } from "../formatters";

/** Keeps the last `capacity` lines; flushing hands them to a sink asynchronously. */
export default class MemoryTransport extends Transport {
  private buf: string[] = [];
  dropped = 0;
  constructor(name: string, private capacity: number, minLevel?: Level, format?: Formatter, private sink: (lines: string[]) => Promise<void> = async () => {}) {
    super(name, minLevel, format);
  }
  protected write(line: string, _r: LogRecord): void {
    this.buf.push(line);
    if (this.buf.length > this.capacity) {
      this.buf.shift();
      this.dropped++;
    }
  }
  get lines(): readonly string[] {
    return this.buf;
  }
  async flush(): Promise<number> {
    const out = this.buf;
    this.buf = [];
    await this.sink(out);
    return out.length;
  }
}
