// `Handler | Handler[]` and a function-or-object union: typeof narrows,
// arrow functions take their context from the function member.
type Handler = (msg: string) => void;
type Listener = Handler | Handler[];
interface Named { name: string; handle: Handler }
type Sink = Handler | Named;

const log: string[] = [];
function emit(l: Listener, msg: string): number {
  if (typeof l === "function") {
    l(msg);
    return 1;
  }
  for (const h of l) h(msg);
  return l.length;
}
function deliver(s: Sink, msg: string): string {
  if (typeof s === "function") {
    s(msg);
    return "fn";
  }
  s.handle(msg);
  return s.name;
}

console.log(emit((m) => log.push("single " + m), "a"));
console.log(emit([(m) => log.push("first " + m), (m) => log.push("second " + m.toUpperCase())], "b"));
console.log(emit([], "c"));
const table = new Map<string, Listener>();
table.set("one", (m) => log.push("map " + m));
table.set("two", [(m) => log.push("x" + m), (m) => log.push("y" + m)]);
for (const [k, l] of table) console.log(k, emit(l, k), typeof l, Array.isArray(l));
console.log(deliver((m) => log.push("plain " + m), "d"), deliver({ name: "obj", handle: (m) => log.push("named " + m) }, "e"));
console.log(log);
const sinks: Sink[] = [{ name: "n", handle: (m) => log.push(m) }];
console.log(sinks.length, typeof sinks[0]);
