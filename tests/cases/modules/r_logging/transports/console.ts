import { Transport } from "./base";
import type { LogRecord } from "../levels";
import { Level } from "../levels";

export class ConsoleTransport extends Transport {
  protected write(line: string, r: LogRecord): void {
    console.log(r.level >= Level.Error ? `!! ${line}` : line);
  }
}
