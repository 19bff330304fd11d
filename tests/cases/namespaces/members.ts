const prefix = "[log]";
let total = 0;
namespace Util {
  export let counter = 0;
  export function bump(): number { counter += 1; total += 10; return counter; }
  export function log(msg: string): void { console.log(prefix, msg, counter); }
  export function id<T>(x: T): T { return x; }
  export class Box<T> {
    constructor(public value: T) {}
    map<U>(f: (x: T) => U): Box<U> { return new Box(f(this.value)); }
  }
  export const helpers = { double: (n: number) => n * 2 };
  const hidden = 42;
  export function reveal() { return hidden; }
  export type Handler = (s: string) => void;
  export const handlers: Handler[] = [];
  export function on(h: Handler) { handlers.push(h); }
}
Util.bump();
Util.bump();
Util.log("hello");
console.log(Util.counter, total, Util.id("s"), Util.id(5));
const b = new Util.Box(21).map(x => x * 2);
console.log(b.value, b);
const b2: Util.Box<string> = new Util.Box<string>("hi");
console.log(b2.map(s => s.length).value);
console.log(Util.helpers.double(4), Util.reveal());
Util.on(s => console.log("got", s));
for (const h of Util.handlers) h("event");
console.log("order check");
namespace Late {
  console.log("Late body runs");
  export const when = Date.now() > 0 ? "now" : "never";
}
console.log(Late.when);
namespace Counter {
  export let n = 0;
  export function read(): number { return n; }
}
Counter.n = 5;
Counter.n++;
Counter.n += 2;
console.log(Counter.n, Counter.read());
