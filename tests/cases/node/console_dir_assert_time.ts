// console.dir prints util.inspect's text on stdout; console.assert and an
// unknown timer label write to stderr only; console.time's own output is a
// duration, so only its silent uses are here.
console.time("build");
console.timeEnd("never-started");
console.timeLog("never-started");
console.dir({ x: { y: { z: { w: 1 } } } }, { depth: 0 });
console.dir({ x: { y: { z: { w: 1 } } } });
console.dir("a string");
console.dir([1, "two", [3, [4, [5, [6]]]]], { depth: null });
let s = 0;
for (let i = 0; i < 10; i++) s += i;
console.assert(s === 45, "never printed");
console.assert(s < 0, "s is %d", s);
console.assert(false);
console.assert(0, { s });
class Btn {
  label = "ok";
  count = 0;
  constructor() {
    this.onClick = this.onClick.bind(this);
  }
  onClick(): string { this.count++; return `clicked ${this.label} ${this.count}`; }
}
const b = new Btn();
const h = b.onClick;
console.log(h(), h(), b.onClick(), [1, 2].map(() => h()));
function greet(this: void, greeting: string, name: string) { return `${greeting}, ${name}`; }
type Handler = (this: void, ev: string) => number;
const len: Handler = ev => ev.length;
console.log(greet("hi", "ann"), greet.length, len("abc"), s);
