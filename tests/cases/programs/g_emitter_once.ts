// A typed event emitter generic over an event map, with on/once/off,
// listener counts, wildcard listeners and a small chat-room model on top.

type Listener<A extends unknown[]> = (...args: A) => void;

interface EventMap {
  [event: string]: unknown[];
}

class Emitter<E extends EventMap> {
  #listeners = new Map<keyof E, Array<{ fn: Listener<any>; once: boolean }>>();
  #any: Array<(event: keyof E, ...args: unknown[]) => void> = [];
  static defaultMaxListeners = 3;
  maxListeners = Emitter.defaultMaxListeners;

  on<K extends keyof E>(event: K, fn: Listener<E[K]>): this {
    return this.#add(event, fn, false);
  }

  once<K extends keyof E>(event: K, fn: Listener<E[K]>): this {
    return this.#add(event, fn, true);
  }

  off<K extends keyof E>(event: K, fn: Listener<E[K]>): this {
    const list = this.#listeners.get(event);
    if (!list) return this;
    const idx = list.findIndex((l) => l.fn === fn);
    if (idx >= 0) list.splice(idx, 1);
    if (list.length === 0) this.#listeners.delete(event);
    return this;
  }

  onAny(fn: (event: keyof E, ...args: unknown[]) => void): () => void {
    this.#any.push(fn);
    return () => {
      this.#any = this.#any.filter((f) => f !== fn);
    };
  }

  emit<K extends keyof E>(event: K, ...args: E[K]): boolean {
    for (const fn of this.#any) fn(event, ...args);
    const list = this.#listeners.get(event);
    if (!list || list.length === 0) return false;
    // Copy so that listeners removing themselves don't skip their neighbours.
    for (const entry of [...list]) {
      if (entry.once) this.off(event, entry.fn);
      entry.fn(...args);
    }
    return true;
  }

  listenerCount(event: keyof E): number {
    return this.#listeners.get(event)?.length ?? 0;
  }

  eventNames(): (keyof E)[] {
    return [...this.#listeners.keys()];
  }

  #add<K extends keyof E>(event: K, fn: Listener<E[K]>, once: boolean): this {
    let list = this.#listeners.get(event);
    if (!list) {
      list = [];
      this.#listeners.set(event, list);
    }
    list.push({ fn, once });
    if (list.length > this.maxListeners) {
      console.log(`warning: ${list.length} listeners for "${String(event)}" (max ${this.maxListeners})`);
    }
    return this;
  }
}

type RoomEvents = {
  join: [user: string];
  leave: [user: string, reason: string | null];
  message: [from: string, text: string, at: number];
  topic: [topic: string];
  close: [];
};

class ChatRoom extends Emitter<RoomEvents> {
  private readonly members = new Set<string>();
  private clock = 0;
  constructor(public readonly name: string) {
    super();
  }
  join(user: string): void {
    if (this.members.has(user)) return;
    this.members.add(user);
    this.emit("join", user);
  }
  leave(user: string, reason: string | null = null): void {
    if (this.members.delete(user)) this.emit("leave", user, reason);
  }
  say(from: string, text: string): void {
    if (!this.members.has(from)) {
      console.log(`(${from} is not in ${this.name})`);
      return;
    }
    this.emit("message", from, text, ++this.clock);
  }
  close(): void {
    for (const m of [...this.members].sort()) this.leave(m, "room closed");
    this.emit("close");
  }
  get size(): number {
    return this.members.size;
  }
}

const room = new ChatRoom("general");
const transcript: string[] = [];

const stopAny = room.onAny((event, ...args) => {
  transcript.push(`${String(event)}(${args.map((a) => JSON.stringify(a)).join(",")})`);
});

room.on("join", (user) => console.log(`+ ${user} (now ${room.size})`));
room.on("leave", (user, reason) => console.log(`- ${user}${reason ? ` [${reason}]` : ""}`));
room.once("message", (from, text) => console.log(`first message by ${from}: ${text.toUpperCase()}`));

const counts = new Map<string, number>();
const counter = (from: string): void => {
  counts.set(from, (counts.get(from) ?? 0) + 1);
};
room.on("message", counter);
room.on("message", (from, text, at) => console.log(`[${String(at).padStart(3, "0")}] <${from}> ${text}`));

let closes = 0;
room.once("close", () => closes++);
room.once("close", () => console.log("close listener ran once"));

console.log("events:", room.eventNames());
console.log("message listeners:", room.listenerCount("message"));

room.join("ada");
room.join("grace");
room.join("ada");
room.say("ada", "hello");
room.say("linus", "anyone?");
room.say("grace", "hi ada");
console.log("message listeners after once:", room.listenerCount("message"));
room.off("message", counter);
room.say("ada", "counter is off now");
console.log("counts:", Object.fromEntries(counts));

// A listener that removes itself while the event is being delivered.
const selfRemoving = (topic: string): void => {
  console.log(`topic A: ${topic}`);
  room.off("topic", selfRemoving);
};
room.on("topic", selfRemoving);
room.on("topic", (t) => console.log(`topic B: ${t}`));
room.emit("topic", "compilers");
room.emit("topic", "linkers");

room.maxListeners = 2;
room.on("topic", () => {});
room.on("topic", () => {});

stopAny();
room.close();
room.close();
console.log("closes:", closes, "emit returned", room.emit("close"));
console.log(transcript.join("\n"));
console.log("has listeners:", room.eventNames().map(String).sort().join(","));
