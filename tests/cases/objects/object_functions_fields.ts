// Records holding function-typed fields: a dispatch table of operations.
interface Op {
  symbol: string;
  arity: number;
  apply: (a: number, b: number) => number;
}

const ops: Op[] = [
  { symbol: "+", arity: 2, apply: (a, b) => a + b },
  { symbol: "-", arity: 2, apply: (a, b) => a - b },
  { symbol: "*", arity: 2, apply: (a, b) => a * b },
  { symbol: "/", arity: 2, apply: (a, b) => a / b },
  { symbol: "neg", arity: 1, apply: (a, b) => -a },
  { symbol: "max", arity: 2, apply: Math.max },
];

function findOp(s: string): Op | undefined {
  for (const o of ops) if (o.symbol === s) return o;
  return undefined;
}

// Evaluate a reverse-Polish expression.
function rpn(src: string): number {
  const stack: number[] = [];
  for (const tok of src.split(" ")) {
    const op = findOp(tok);
    if (op === undefined) {
      stack.push(Number(tok));
      continue;
    }
    if (op.arity === 1) {
      const a = stack.pop();
      stack.push(op.apply(a === undefined ? NaN : a, 0));
    } else {
      const b = stack.pop();
      const a = stack.pop();
      stack.push(op.apply(a === undefined ? NaN : a, b === undefined ? NaN : b));
    }
  }
  const r = stack.pop();
  return r === undefined ? NaN : r;
}

console.log(rpn("3 4 + 2 *"));
console.log(rpn("10 3 /").toFixed(4));
console.log(rpn("1 2 3 max max neg"));
console.log(rpn("5 neg 2 -"), rpn("+"), rpn("7"));

// Replacing a function field at run time.
const plus = findOp("+");
if (plus !== undefined) {
  plus.apply = (a, b) => a * 10 + b;
  console.log(rpn("3 4 +"), plus.apply(1, 2));
}
const table = { double: (x: number) => x * 2, square: (x: number) => x * x };
console.log(table.double(21), table.square(table.double(3)));
