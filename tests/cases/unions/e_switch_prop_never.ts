// The default of a switch over a property whose cases took every member sees
// the property as never (assertNever(e.op)), as it sees a variable.
type Op = "+" | "-" | "*";

function assertNever(x: never): never {
  throw new Error(`unexpected ${String(x)}`);
}

interface Bin {
  op: Op;
  l: number;
  r: number;
}

function apply(e: Bin): number {
  switch (e.op) {
    case "+":
      return e.l + e.r;
    case "-":
      return e.l - e.r;
    case "*":
      return e.l * e.r;
    default:
      return assertNever(e.op);
  }
}

function opName(e: { inner: Bin }): string {
  switch (e.inner.op) {
    case "+": return "plus";
    case "-": return "minus";
    case "*": return "times";
    default: {
      const never: never = e.inner.op;
      return never;
    }
  }
}

console.log(apply({ op: "+", l: 2, r: 3 }), apply({ op: "*", l: 4, r: 5 }), opName({ inner: { op: "-", l: 0, r: 0 } }));
