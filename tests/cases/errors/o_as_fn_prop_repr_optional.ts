// The same clash through `| undefined` (a Map's get cast to the generic
// instantiation a DI container wants): refused instead of crashing at run time.
interface Reg<T> { name: string; make: (n: number) => T }
class Thing { constructor(public v: number) {} }
const regs = new Map<string, Reg<any>>();
regs.set("thing", { name: "thing", make: (n) => new Thing(n * 10) });
const r = regs.get("thing") as Reg<Thing> | undefined; // expect error: unsupported: casting 'Reg<any> | undefined' to 'Reg<Thing> | undefined': its property 'make' holds a function of another representation ('(n: number) => any')
console.log(r?.make(2).v);
