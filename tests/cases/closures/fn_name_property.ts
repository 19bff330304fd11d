// Function names: logging which step ran, as tracing helpers do.
type Step = (x: number) => number;

function double(x: number): number {
  return x * 2;
}
const increment = (x: number) => x + 1;
const square = function (x: number): number {
  return x * x;
};
const negate = function flip(x: number): number {
  return -x;
};

function traced(steps: Step[], start: number): string[] {
  const log: string[] = [];
  let v = start;
  for (const s of steps) {
    v = s(v);
    log.push(`${s.name || "<anonymous>"} -> ${v}`);
  }
  return log;
}
console.log(traced([double, increment, square, negate, (x) => x - 3], 3).join("\n"));

// A wrapper returns a new function: an arrow returned directly has no name.
function timed(f: Step): Step {
  return (x) => f(x);
}
const wrapped = timed(double);
console.log(JSON.stringify(wrapped.name), timed(square).name.length);

// Methods keep their own names, whether on objects or classes.
const ops = {
  add(a: number, b: number): number {
    return a + b;
  },
  mul: (a: number, b: number) => a * b,
};
class Calculator {
  total = 0;
  plus(n: number): number {
    this.total += n;
    return this.total;
  }
  static create(): Calculator {
    return new Calculator();
  }
}
const calc = Calculator.create();
console.log([ops.add.name, ops.mul.name, calc.plus.name, Calculator.create.name].join(","));
console.log(ops.add.name.toUpperCase(), `${calc.plus.name}()`);

// A table of handlers, keyed by their function names.
const handlers: Step[] = [double, increment, square];
const byName = new Map<string, Step>();
for (const h of handlers) byName.set(h.name, h);
console.log([...byName.keys()], byName.get("square")?.(9));
