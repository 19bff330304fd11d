// Intersections of object types: merged properties, generic T & {...},
// branded primitives, passing an intersection where either part is expected.
type UserId = string & { readonly __brand: "UserId" };
function toId(s: string): UserId { return s as UserId; }
const id: UserId = toId("u1");
console.log(id, id.length, id.toUpperCase());
interface Named { name: string; greet(): string }
interface Aged { age: number; nick?: string }
type Person = Named & Aged;
const p: Person = { name: "ann", age: 30, greet() { return "hi " + this.name; } };
console.log(p.greet(), p.age, p.nick ?? "none");
function show(x: Named & { tag?: string }) { return x.name + (x.tag ?? ""); }
console.log(show(p), show({ name: "b", greet: () => "", tag: "!" }));
type WithId<T> = T & { id: number };
function withId<T extends object>(t: T, id: number): WithId<T> { return { ...t, id }; }
const w = withId({ title: "t", done: false }, 7);
console.log(w.id, w.title, w.done, w);
const ws: WithId<{ v: string }>[] = [{ v: "a", id: 1 }, { v: "b", id: 2 }];
console.log(ws.map(x => x.v + x.id).join(","));
interface Ext extends Named, Aged { extra: boolean }
const e: Ext = { name: "e", age: 1, extra: true, greet: () => "e" };
const asP: Person = e;
console.log(asP.name, JSON.stringify(e));
type Both = { a: number; b?: string } & { b: string; c: number[] };
const bo: Both = { a: 1, b: "req", c: [1, 2] };
console.log(bo.b.length, bo.c.length);
function merge<T extends object, U extends object>(t: T, u: U): T & U { return { ...t, ...u }; }
const m = merge({ x: 1 }, { y: "y" });
console.log(m.x, m.y, m);
