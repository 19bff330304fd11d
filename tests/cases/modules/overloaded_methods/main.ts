// Overloaded methods of an imported class: the overload signatures are read
// in the class's module, and a callback argument takes its parameter types
// from the overload the call chose (text is a string, s a Stats), not from
// the implementation's (...args: any[]) => void.
import { Bus, CountingBus } from "./bus";

const bus = Bus.create("loud", "[bus] ");
const seen: string[] = [];
bus
  .on("line", (text, index) => {
    const words = text.trim().split(/\s+/);
    const [first, ...rest] = words;
    seen.push(`${index}:${first}+${rest.length}`);
  })
  .on("stats", (s) => console.log(`stats: ${s.lines} lines, ${(s.words / s.lines).toFixed(2)} words/line`))
  .on("done", (...args) => console.log("done with", args.length, "arguments"));

const input = ["  alpha beta gamma", "delta\tepsilon", "zeta", "eta  theta iota kappa  "];
let words = 0;
input.forEach((line, i) => {
  bus.emit("line", line, i);
  words += line.split(/\s+/).filter(Boolean).length;
});
bus.emit("stats", { lines: input.length, words });
bus.emit("log", "warn", "disk almost full");
console.log(bus.emit("done", 1, 2, 3), "handler");
console.log(seen.join(" "));

const quiet = Bus.create("quiet");
console.log("quiet log handlers:", quiet.emit("log", "info", "nobody hears this"));

const cb = new CountingBus();
const same: CountingBus = cb.on("line", (text) => console.log("counting:", text.replace(/[aeiou]/g, "_")));
same.on("line", (t: string) => console.log("length", t.length));
cb.emit("line", "overloads", 0);
console.log(cb.subscriptions, cb.emitted(), same === cb);
