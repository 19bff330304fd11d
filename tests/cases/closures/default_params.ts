// Default parameter values evaluated at call time, seeing captured and earlier parameters.
let defaultGreeting = "hello";
function greet(name: string, greeting: string = defaultGreeting, punct: string = name.length > 3 ? "!" : "."): string {
  return `${greeting}, ${name}${punct}`;
}
console.log(greet("al"), greet("alice"), greet("bob", "hi"), greet("bob", undefined, "?"));
defaultGreeting = "hey";
console.log(greet("al"));

// A default computed by calling a closure that has state.
let seq = 0;
const nextId = () => ++seq;
function tag(label: string, id: number = nextId()): string {
  return label + "#" + id;
}
console.log(tag("a"), tag("b"), tag("c", 100), tag("d"));

// Arrow functions with defaults and closures in defaults.
const scale = (x: number, k: number = 2, f: (n: number) => number = (n) => n * k) => f(x);
console.log(scale(5), scale(5, 3), scale(5, 3, (n) => n - 1));

// Defaults that are arrays or objects are new on each call.
function addTo(x: number, list: number[] = []): number[] {
  list.push(x);
  return list;
}
const l1 = addTo(1);
const l2 = addTo(2);
console.log(l1, l2, l1 === l2, addTo(3, l1));

// A returned closure with a default parameter capturing the outer argument.
function makeFormatter(decimals: number) {
  return (x: number, unit: string = decimals > 1 ? " (precise)" : "") => x.toFixed(decimals) + unit;
}
const f0 = makeFormatter(0);
const f3 = makeFormatter(3);
console.log(f0(Math.PI), f3(Math.PI), f3(Math.E, " e"));

// Passing undefined explicitly triggers the default; passing null would not (not allowed by types).
function pad(s: string, width: number = 6, ch: string = "_"): string {
  return s.padStart(width, ch);
}
console.log(pad("x"), pad("x", undefined, "*"), pad("x", 3), pad("toolong", 3));
