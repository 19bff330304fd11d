// Guards over discriminated unions nested in arrays, `in` on classes, template
// literal types, satisfies, abstract generic classes, recursive generic types.
type Shape = { kind: "c"; r: number } | { kind: "s"; side: number };
type Layer = { name: string; shapes: Shape[] };
const layers: Layer[] = [{ name: "L1", shapes: [{ kind: "c", r: 1 }, { kind: "s", side: 2 }] }, { name: "L2", shapes: [] }];
const circles = layers.flatMap(l => l.shapes).filter((s): s is Extract<Shape, { kind: "c" }> => s.kind === "c");
console.log(circles.map(c => c.r));
function isDefined<T>(x: T | undefined | null): x is T { return x != null; }
const vals = [1, undefined, 3, null].filter(isDefined);
console.log(vals.reduce((a, b) => a + b, 0));
class Cat { meow() { return "meow"; } }
class Dog { bark() { return "woof"; } }
function speak(a: Cat | Dog) { return "meow" in a ? a.meow() : a.bark(); }
console.log(speak(new Cat()), speak(new Dog()));
type EventName = `on${Capitalize<"click" | "focus">}`;
const en: EventName[] = ["onClick", "onFocus"];
console.log(en);
function route(p: `/${string}`) { return p.slice(1); }
console.log(route("/home"));
const palette = { red: [255, 0, 0], green: "#0f0" } satisfies Record<string, string | number[]>;
console.log(palette.red.length, palette.green.toUpperCase());
abstract class Repo<T extends { id: string }> {
  protected items = new Map<string, T>();
  abstract validate(x: T): boolean;
  save(x: T): boolean { if (!this.validate(x)) return false; this.items.set(x.id, x); return true; }
  count() { return this.items.size; }
}
class UserRepo extends Repo<{ id: string; age: number }> { validate(x: { id: string; age: number }) { return x.age >= 0; } }
const ur = new UserRepo();
console.log(ur.save({ id: "a", age: 1 }), ur.save({ id: "b", age: -1 }), ur.count());
type Tree<T> = { value: T; children?: Tree<T>[] };
function sum(t: Tree<number>): number { return t.value + (t.children ?? []).reduce((a, c) => a + sum(c), 0); }
console.log(sum({ value: 1, children: [{ value: 2 }, { value: 3, children: [{ value: 4 }] }] }));
