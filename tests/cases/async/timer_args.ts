// setTimeout and setInterval with arguments for the callback: passed as they
// were when the timer was set, in JavaScript's evaluation order.
function greet(name: string, punct?: string): void { console.log("hello " + name + (punct ?? ".")); }
setTimeout(greet, 50, "ann");
setTimeout(greet, 100, "bob", "!");
let x = 1;
setTimeout((v, w) => console.log("captured", v, w), 150, x, [x, 2]);
x = 5;
const obj = { n: 1 };
setTimeout((o) => console.log("object", o.n), 200, obj);
obj.n = 2;
setTimeout(() => console.log("ignored extra"), 250, 1, 2);
setTimeout((a: number, b?: string) => console.log("opt", a, b), 300, 7);
let count = 0;
const id = setInterval((step: number, label: string) => {
  count += step;
  console.log(label, count);
  if (count >= 6) clearInterval(id);
}, 350, 2, "tick");
globalThis.setTimeout((s: string) => console.log("global", s), 1200, "gt");
const h = setTimeout((s) => console.log("never", s), 320, "no");
clearTimeout(h);
function order(tag: string): number { console.log("eval", tag); return 1400; }
setTimeout((a, b) => console.log("order", a, b), order("ms"), order("a"), order("b"));
setImmediate((a: number, b: string) => console.log("immediate", a, b), 1, "x");
setImmediate((s) => console.log("immediate", s.toUpperCase()), "y");
