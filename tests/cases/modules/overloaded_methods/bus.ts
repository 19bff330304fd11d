// A typed event bus whose overloads name this module's own types (not
// exported): callers in other modules pick among them all the same.
type Handler = (...args: any[]) => void;
type Level = "info" | "warn";
interface Stats {
  lines: number;
  words: number;
}

export class Bus {
  #handlers = new Map<string, Handler[]>();
  protected count = 0;

  on(event: "line", handler: (text: string, index: number) => void): this;
  on(event: "stats", handler: (s: Stats) => void): this;
  on(event: "log", handler: (level: Level, msg: string) => void): this;
  on(event: string, handler: Handler): this;
  on(event: string, handler: Handler): this {
    const list = this.#handlers.get(event) ?? [];
    list.push(handler);
    this.#handlers.set(event, list);
    return this;
  }

  emit(event: string, ...args: any[]): number {
    const list = this.#handlers.get(event) ?? [];
    for (const h of list) h(...args);
    this.count++;
    return list.length;
  }

  static create(kind: "quiet"): Bus;
  static create(kind: "loud", prefix: string): Bus;
  static create(kind: string, prefix?: string): Bus {
    const b = new Bus();
    if (kind === "loud") b.on("log", (level, msg) => console.log(`${prefix}${level.toUpperCase()}: ${msg}`));
    return b;
  }
}

// A subclass overriding a fluent method: super.on(...) returns this (the subclass).
export class CountingBus extends Bus {
  subscriptions = 0;
  on(event: string, handler: Handler): this {
    this.subscriptions++;
    return super.on(event, handler);
  }
  emitted(): number {
    return this.count;
  }
}
