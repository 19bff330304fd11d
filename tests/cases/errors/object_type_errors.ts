// What the `object` type refuses (as tsc does).
function f(o: object): void {
  console.log(o.x); // expect error: Property 'x' does not exist on type 'object'.
}
const n: object = 5; // expect error: Type 'number' is not assignable to type 'object'.
const s: object | null = "text"; // expect error: Type '"text"' is not assignable to type 'object | null'.
function g(u: unknown): object {
  return u; // expect error: Type 'unknown' is not assignable to type 'object'.
}
f(null); // expect error: Argument of type 'null' is not assignable to parameter of type 'object'.
console.log(n, s, g);
