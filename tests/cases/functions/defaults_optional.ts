// Default parameter values and optional parameters.
function greet(name: string, greeting: string = "Hello", punct: string = "!"): string {
  return `${greeting}, ${name}${punct}`;
}
console.log(greet("Ada"));
console.log(greet("Ada", "Hi"));
console.log(greet("Ada", "Hey", "?"));
console.log(greet("Ada", undefined, "."));
function area(w: number, h?: number): number {
  if (h === undefined) return w * w;
  return w * h;
}
console.log(area(3), area(3, 4), area(3, undefined));
function describe(n: number, unit?: string): string {
  return n + (unit ?? "") + (unit === undefined ? " (no unit)" : "");
}
console.log(describe(5), describe(5, "kg"), describe(5, ""));
function scaled(x: number, factor: number = x * 2): number {
  return x * factor;
}
console.log(scaled(3), scaled(3, 1), scaled(3, 0));
let calls: number = 0;
function nextId(): number {
  return ++calls;
}
function withId(label: string, id: number = nextId()): string {
  return label + "#" + id;
}
console.log(withId("a"), withId("b", 100), withId("c"), calls);
function opt(a?: number, b?: string): string {
  return `${a} ${b}`;
}
console.log(opt(), opt(1), opt(1, "x"), opt(undefined, "y"));
