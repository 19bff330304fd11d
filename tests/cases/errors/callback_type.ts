// Passing a callback whose parameter type does not match.
function applyTwice(f: (x: number) => number, v: number): number {
  return f(f(v));
}
function shout(s: string): number {
  return s.length;
}
console.log(applyTwice(shout, 3)); // expect error: Argument of type '(s: string) => number' is not assignable to parameter of type '(x: number) => number'.
