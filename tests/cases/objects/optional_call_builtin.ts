// `recv.method?.(args)` where recv is a string, number or array: the built-in method is
// never nullish, so the call is made once with the receiver evaluated once; other receivers
// (`this.onClick?.(n)`) still test the property.
class A { hi(n: number) { return "hi" + n; } }
const a = new A();
console.log(a.hi?.(1));
const o = { f(x: number) { return x * 2; } };
console.log(o.f?.(3));
const s = "abc";
console.log(s.toUpperCase?.());
const xs = [3, 1, 2];
console.log(xs.map?.((x) => x + 1));
const maybe: { cb?: (n: number) => number; name: string } = { name: "m" };
console.log(maybe.cb?.(2), maybe.name.padStart?.(4, "*"));
maybe.cb = (n) => n * 10;
console.log(maybe.cb?.(2));
let calls = 0;
const get = () => { calls++; return [1, 2, 3]; };
console.log(get().includes?.(2), calls);
console.log("abc".toUpperCase?.(), [1, 2].join?.("-"), (5).toFixed?.(2));
const num = 3.14159;
console.log(num.toFixed?.(1));
class K { run?: () => string; go() { return "go"; } }
const k = new K();
console.log(k.run?.(), k.go?.());
class Btn {
  onClick?: (n: number) => void;
  private hooks: { before?: () => string } = {};
  label = "ok";
  press(n: number) {
    this.onClick?.(n);
    console.log(this.hooks.before?.() ?? "no hook", this.label.repeat?.(2));
  }
  hook(f: () => string) { this.hooks.before = f; }
}
const b = new Btn();
b.press(1);
b.onClick = (n) => console.log("clicked", n);
b.hook(() => "hooked");
b.press(2);
const api: { v1?: { get?: (k: string) => string } } = { v1: {} };
console.log(api.v1?.get?.("a"), api.v1!.get?.("b"));
api.v1!.get = (k) => k.toUpperCase();
console.log(api.v1?.get?.("a"), api.v1!.get?.("b"));
let n = 0;
const next = () => (n++, "x y");
console.log(next().split?.(" "), n);
const list2 = [" p ", " q "];
console.log(list2.map((w) => w.trim?.()).join("|"), list2[0].trim?.());
const grid = [["a", "b"], ["c"]];
console.log(grid[1][0].toUpperCase?.(), grid[0].join?.("+"), grid.at(-1)!.concat?.(["d"]));
const dict: Record<string, number[]> = { k: [3, 1] };
console.log(dict["k"].slice?.().sort(), dict.k.length);
