// An error's message, stack and cause are not enumerable; its name is an own
// enumerable property once assigned: Object.keys, for...in, Object.entries
// and JSON.stringify of errors print what Node prints.
class InsufficientFunds extends Error {
  constructor(public readonly needed: number, public readonly available: number) {
    super(`need ${needed}, have ${available}`);
    this.name = "InsufficientFunds";
  }
}
class Plain extends Error {}
class Coded extends Error {
  code = 3;
  constructor(m: string) { super(m); this.name = "Coded"; }
}
class Bad extends TypeError { constructor() { super("bad"); } }
const es: Error[] = [new InsufficientFunds(1, 2), new Plain("p"), new Coded("n"), new Error("x", { cause: 1 }), new Bad()];
for (const e of es) {
  console.log(Object.keys(e), JSON.stringify(e), Object.entries(e));
  for (const k in e) console.log("in", k);
}
const late = new Error("late");
late.name = "Renamed";
console.log(Object.keys(late), JSON.stringify({ err: late, at: 1 }));
try { JSON.parse("{bad"); } catch (e) { console.log(JSON.stringify(e), Object.keys(e as object)); }
