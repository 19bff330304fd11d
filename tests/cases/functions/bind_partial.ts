class Counter {
  count = 0;
  constructor(readonly label: string) {}
  add(by: number, times = 1): number { this.count += by * times; return this.count; }
  note(msg: string, level: "info" | "warn"): void { console.log(`[${level}] ${this.label}: ${msg}`); }
}
const c = new Counter("clicks");
const addFive = c.add.bind(c, 5);
console.log(addFive(), addFive(2), c.count);
const addAll = c.add.bind(c, 1, 10);
console.log(addAll());
const warn = c.note.bind(c, "disk low");
warn("warn");
function greet(greeting: string, name: string, punct?: string): string { return `${greeting}, ${name}${punct ?? "."}`; }
const hello = greet.bind(null, "Hello");
const hi = greet.bind(undefined, "Hi", "Bo");
console.log(hello("Ada"), hello("Grace", "!"), hi(), hi("?"));
const pow = (b: number, e: number): number => b ** e;
const square = pow.bind(null, 2);
let base = 3;
const cube = pow.bind(null, base, 3);
base = 10;
console.log(square(10), cube(), [1, 2, 3].map((x) => square(x)));
