// find/findLast with a type-guard callback give the guarded type | undefined.
abstract class Shape { abstract area(): number; }
class Circle extends Shape { constructor(public r: number) { super(); } area() { return Math.PI * this.r ** 2; } }
class Square extends Shape { constructor(public side: number) { super(); } area() { return this.side ** 2; } }
const shapes: Shape[] = [new Square(2), new Circle(1), new Square(5), new Circle(3)];
const c = shapes.find((s): s is Circle => s instanceof Circle);
console.log(c?.r, c?.area().toFixed(3));
const big = shapes.findLast((s): s is Square => s instanceof Square && s.side > 1);
console.log(big ? big.side : "none");
const none = shapes.find((s): s is Circle => s instanceof Circle && s.r > 10);
console.log(none?.r ?? "no big circle", none);
type Item = { kind: "a"; a: number } | { kind: "b"; b: string };
const items: Item[] = [{ kind: "a", a: 1 }, { kind: "b", b: "x" }, { kind: "b", b: "y" }];
const firstB = items.find((i): i is Extract<Item, { kind: "b" }> => i.kind === "b");
console.log(firstB?.b.toUpperCase());
const vals: (number | string)[] = [1, "two", 3, "four"];
const str = vals.findLast((v): v is string => typeof v === "string");
console.log(str?.length, vals.find((v): v is number => typeof v === "number")! + 1);
