// Intersections of object types: interfaces, type literals, Record, in parameters, results of generics and arrays.
interface Named { name: string }
interface Aged { age: number; note?: string }
type Person = Named & Aged;
function greet(p: Named): string { return "hi " + p.name; }
function describe(p: Person & { tags: string[] }): string { return `${greet(p)} ${p.age} ${p.tags.join("/")} ${p.note ?? "-"}`; }
const ann: Person = { name: "ann", age: 3 };
console.log(describe({ ...ann, tags: ["a", "b"] }), ann);
function withId<T extends object>(x: T, id: number): T & { id: number } { return { ...x, id }; }
const w = withId({ name: "w", age: 9 }, 7);
console.log(w.id, w.name, w);
const list: Array<Named & { id: number }> = [{ name: "x", id: 1 }, { name: "y", id: 2 }];
console.log(list.map((e) => `${e.id}:${e.name}`).join(","));
