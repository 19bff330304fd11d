// Functions of any signature stored as (...args: any[]) => R, called with
// spread arguments; a function keeps its identity through the conversion.
type Handler = (...args: any[]) => void;
type Formatter = (...args: any[]) => string;

class CommandRegistry {
  private readonly handlers = new Map<string, Handler[]>();

  register(name: string, h: Handler): void {
    const list = this.handlers.get(name) ?? [];
    list.push(h);
    this.handlers.set(name, list);
  }

  unregister(name: string, h: Handler): boolean {
    const list = this.handlers.get(name);
    if (!list) return false;
    const i = list.indexOf(h);
    if (i < 0) return false;
    list.splice(i, 1);
    return true;
  }

  run(name: string, ...args: any[]): number {
    const list = this.handlers.get(name) ?? [];
    for (const h of list) h(...args);
    return list.length;
  }
}

const reg = new CommandRegistry();
function greet(who: string, times: number): void {
  for (let i = 0; i < times; i++) console.log(`hello ${who}`);
}
const shout = (who: string): void => console.log(who.toUpperCase() + "!");
reg.register("greet", greet);
reg.register("greet", shout);
reg.register("greet", (who) => console.log("untyped param:", who));
reg.register("count", (a: number, b?: number) => console.log("count", a + (b ?? 0)));
console.log(reg.run("greet", "ada", 2));
console.log(reg.run("count", 40, 2), reg.run("count", 1));
console.log(reg.unregister("greet", shout), reg.unregister("greet", shout));
console.log(reg.run("greet", "bob", 1));

const fmt: Formatter[] = [
  (n: number) => n.toFixed(2),
  (s: string, w: number) => s.padStart(w, "."),
  () => "constant",
];
console.log(fmt[0](3.14159), fmt[1]("ab", 5), fmt[2]("ignored"));
const same: Handler = greet;
const again: Handler = greet;
const other: Handler = shout;
console.log(same === again, same === other);
