// A typed event emitter: one listener list per payload type.
class Emitter<T> {
  private listeners: ((payload: T) => void)[] = [];
  private fired = 0;
  on(listener: (payload: T) => void): number {
    this.listeners.push(listener);
    return this.listeners.length;
  }
  emit(payload: T): void {
    this.fired++;
    for (const l of this.listeners) l(payload);
  }
  get count(): number {
    return this.fired;
  }
}

interface Click { x: number; y: number; button: string }
interface Message { from: string; text: string }

const clicks = new Emitter<Click>();
const messages = new Emitter<Message>();
const ticks = new Emitter<number>();

const log: string[] = [];
clicks.on((c) => log.push("click " + c.button + " at " + c.x + "," + c.y));
clicks.on((c) => {
  if (c.button === "right") log.push("context menu");
});
messages.on((m) => log.push(m.from + ": " + m.text));
let sum = 0;
ticks.on((n) => { sum += n; });
ticks.on((n) => { if (n % 2 === 0) log.push("even tick " + n); });

clicks.emit({ x: 10, y: 20, button: "left" });
messages.emit({ from: "ann", text: "hello" });
clicks.emit({ x: 3, y: 4, button: "right" });
for (let i = 1; i <= 5; i++) ticks.emit(i);
messages.emit({ from: "bob", text: "bye" });

for (const line of log) console.log(line);
console.log("sum", sum, "fired", clicks.count, messages.count, ticks.count);
