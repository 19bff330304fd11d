// Function types: aliases, parameters, fields and arrays of functions.
type BinOp = (a: number, b: number) => number;
type Pred = (x: number) => boolean;
type Fmt = (x: number) => string;

const add: BinOp = (a, b) => a + b;
const sub: BinOp = function (a, b) {
  return a - b;
};
function mul(a: number, b: number): number {
  return a * b;
}
const ops: BinOp[] = [add, sub, mul, Math.pow, (a, b) => a % b];
console.log(ops.map((op) => op(7, 3)).join(" "));

function fold(xs: number[], op: BinOp, init: number): number {
  let acc = init;
  for (const x of xs) acc = op(acc, x);
  return acc;
}
console.log(fold([1, 2, 3, 4], add, 0), fold([1, 2, 3, 4], mul, 1), fold([10, 1, 2], sub, 100));

function countIf(xs: number[], p: Pred): number {
  let n = 0;
  for (const x of xs) if (p(x)) n++;
  return n;
}
const isEven: Pred = (x) => x % 2 === 0;
const isBig: Pred = (x) => x > 10;
const nums = [1, 4, 11, 16, 7, 30];
console.log(countIf(nums, isEven), countIf(nums, isBig), countIf(nums, (x) => isEven(x) && isBig(x)));

// A function-typed variable reassigned between implementations.
let show: Fmt = (x) => String(x);
const outputs: string[] = [];
for (const mode of ["plain", "fixed", "hex", "plain"]) {
  if (mode === "fixed") show = (x) => x.toFixed(2);
  else if (mode === "hex") show = (x) => "0x" + x.toString(16);
  else show = (x) => "" + x;
  outputs.push(show(255));
}
console.log(outputs.join(" "));

// Optional function parameter and nullable function value.
function apply(x: number, f?: (n: number) => number): number {
  return f === undefined ? x : f(x);
}
let maybe: ((n: number) => number) | null = null;
console.log(apply(5), apply(5, (n) => n * n), maybe === null);
maybe = (n) => -n;
if (maybe !== null) console.log(maybe(8), apply(2, maybe));

// Function identity.
const f1 = add;
console.log(f1 === add, f1 === sub, ops.indexOf(mul), ops.includes(add), typeof add);
