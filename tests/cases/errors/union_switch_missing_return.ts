// A switch over a literal union that misses a case does not return on every path.
type Op = "add" | "sub" | "mul";
function apply(op: Op, a: number, b: number): number { // expect error: Function lacks ending return statement and return type does not include 'undefined'.
  switch (op) {
    case "add": return a + b;
    case "sub": return a - b;
  }
}
console.log(apply("mul", 2, 3));
