// Calls through an interface reach methods that hold their parameters or result
// differently (a number for unknown, a string for string | undefined, many arguments):
// the runtime adapts them (runtime/ifacecall.c).
interface Shape { area(): number | string; scale(k: number): unknown; ok(flag: boolean): boolean | string }
class Sq implements Shape {
  constructor(private s: number) {}
  area(): number { return this.s * this.s; }
  scale(k: number | string): number { return typeof k === "number" ? this.s * k : -1; }
  ok(flag: boolean): boolean { return !flag; }
}
class Circ implements Shape {
  constructor(private r: number) {}
  area(): number | string { return "pi*" + this.r * this.r; }
  scale(k: number): unknown { return { r: this.r * k }; }
  ok(flag: boolean): string { return flag ? "yes" : "no"; }
}
const shapes: Shape[] = [new Sq(2), new Circ(3), new Sq(5)];
for (let i = 0; i < 3; i++) for (const s of shapes) console.log(s.area(), s.scale(2), s.ok(true), s.ok(false));
interface Store { get(k: string): string | undefined; put(k: string, v: string): void; size(): number }
class MemStore implements Store {
  private m = new Map<string, string>();
  get(k: string): string { return this.m.get(k) ?? "<none>"; }
  put(k: string, v: string): number { this.m.set(k, v); return this.m.size; }
  size() { return this.m.size; }
}
const st: Store = new MemStore();
st.put("a", "1");
console.log(st.get("a"), st.get("b"), st.size());
interface Visitor<R> { num(n: number): R; add(a: R, b: R): R }
class Calc implements Visitor<number> { num(n: number) { return n; } add(a: number, b: number) { return a + b; } }
class Show implements Visitor<string> { num(n: number) { return String(n); } add(a: string, b: string) { return `(${a}+${b})`; } }
function walk<R>(v: Visitor<R>): R { return v.add(v.num(1), v.add(v.num(2), v.num(3))); }
console.log(walk(new Calc()), walk(new Show()));
interface Many { f(a: number, b: string, c: boolean, d: number, e: unknown, g: number): string }
class M1 implements Many { f(a: number, b: string, c: boolean, d: number, e: unknown, g: number): string { return `${a}${b}${c}${d}${e}${g}`; } }
class M2 implements Many { f(a: unknown, b: unknown, c: unknown, d: unknown, e: unknown, g: unknown): string { return `${a}|${b}|${c}|${d}|${e}|${g}`; } }
const ms: Many[] = [new M1(), new M2()];
for (const m of ms) console.log(m.f(1, "x", true, 2.5, null, 3));
interface V2 { visit(n: number): unknown; name(): string | number }
class Ev2 implements V2 { visit(n: number): number { return n * 2; } name(): string { return "ev"; } }
const v: V2 = new Ev2();
console.log(v.visit(4), v.name());
const r = v.visit(5) as number;
console.log(r + 1);
