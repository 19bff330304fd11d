// tsc lets a class's instance stand for any class whose public members it
// has; Kiln lays classes out at compile time, so only subclasses (and an
// instantiation of the same generic class holding its values alike) may.
class Celsius { constructor(public degrees: number) {} label(): string { return `${this.degrees}C`; } }
class Fahrenheit { constructor(public degrees: number) {} label(): string { return `${this.degrees}F`; } }
function show(t: Celsius): void { console.log(t.label()); }
show(new Fahrenheit(70)); // expect error: would read this 'Fahrenheit' as a 'Celsius'

class Box<T> { constructor(public value: T) {} }
const boxes: Box<unknown>[] = [];
const named = new Box("x");
boxes.push(named); // expect error: would read this 'Box<string>' as a 'Box<unknown>'
class Shadow<T> extends Box<T> {}
const narrow: Box<"a" | "b"> = new Box<"a" | "b">("a");
const wide: Box<string> = narrow; // fine: held alike
const sub: Box<string> = new Shadow<"a">("a"); // fine too
const byName = new Map([["n", named]]);
const loose: Map<string, Box<unknown>> = byName; // expect error: would read this 'Box<string>' as a 'Box<unknown>'
console.log(wide.value, sub.value, boxes.length, loose.size);
