// Arrow functions that use helpers declared further down, as modules often do.
const handlers: Record<string, (arg: number) => string> = {
  double: (n) => fmt(n * 2),
  square: (n) => fmt(n * n),
  parity: (n) => (isEven(n) ? "even" : "odd"),
};

const fmt = (n: number) => `<${n.toFixed(1)}>`;
// Mutually recursive arrows, both unannotated.
const isEven = (n: number): boolean => (n === 0 ? true : isOdd(n - 1));
const isOdd = (n: number) => (n === 0 ? false : isEven(n - 1));

for (const key of Object.keys(handlers)) {
  console.log(key, handlers[key](7));
}

// Inside a function: the closure created first calls helpers declared after it.
function makeFormatter(unit: string): (xs: number[]) => string {
  const render = (xs: number[]) => xs.map(one).join(sep());
  const one = function (x: number) {
    return x + unit;
  };
  const sep = () => (unit === "%" ? " / " : ", ");
  return render;
}
console.log(makeFormatter("px")([1, 2, 3]));
console.log(makeFormatter("%")([10, 90]));

// A function declaration (hoisted) using a later arrow.
function total(xs: number[]): number {
  return xs.reduce(add, 0);
}
const add = (a: number, b: number) => a + b;
console.log(total([1, 2, 3, 4]));

// A later arrow returning an object and one returning a union.
const describe = () => `${point().x},${point().y} ${String(maybe(3))} ${String(maybe(-3))}`;
const point = () => ({ x: 1, y: 2 });
const maybe = (n: number) => (n > 0 ? n : undefined);
console.log(describe());
