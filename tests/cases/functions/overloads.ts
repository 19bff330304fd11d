function pad(n: number): string;
function pad(s: string, width: number): string;
function pad(x: number | string, width = 2): string {
  return typeof x === "number" ? String(x).padStart(width, "0") : x.padEnd(width, ".");
}
function parse(s: string): number;
function parse(s: string[]): number[];
function parse(s: string | string[]): number | number[] {
  return Array.isArray(s) ? s.map(Number) : Number(s);
}
function first<T>(xs: T[]): T | undefined { return xs[0]; }
interface User { id: number; name: string }
function find(id: number): User | undefined;
function find(name: string): User | undefined;
function find(key: number | string): User | undefined {
  const users: User[] = [{ id: 1, name: "ann" }, { id: 2, name: "bob" }];
  return users.find((u) => (typeof key === "number" ? u.id === key : u.name === key));
}
function on(ev: "tick", f: (n: number) => void): void;
function on(ev: "msg", f: (s: string) => void): void;
function on(ev: string, f: (x: any) => void): void {
  if (ev === "tick") f(42);
  else f("hello");
}
const total: number = parse("12") + parse(["1", "2", "3"]).reduce((a, b) => a + b, 0);
console.log(pad(7), pad("ab", 5), total, first(parse(["9"])));
console.log(find(2)?.name, find("ann")?.id, find(3));
on("tick", (n) => console.log("tick", n + 1));
on("msg", (s) => console.log("msg", s.toUpperCase()));
const xs: number[] = parse(["4", "5"]);
console.log(xs.map((x) => x * 2));
function outer(base: number): string {
  function walk(n: number): string;
  function walk(xs: number[]): string;
  function walk(x: number | number[]): string {
    if (Array.isArray(x)) return x.map((v) => walk(v)).join(",");
    return x <= 0 ? String(base) : `${x}>` + walk(x - 1);
  }
  return walk([2, 3]) + " " + walk(1);
}
console.log(outer(7), outer(0));
