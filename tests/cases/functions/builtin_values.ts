// Built-in functions used as values: conversions as callbacks, Math
// functions stored in variables and tables, parseInt's (value, index) trap.
const raw = ["3", "14", "", "x", "2.5", " 7 "];
console.log(raw.map(Number));
console.log(raw.map(Number).filter(Number.isFinite));
console.log([0, 1, "", "a", null, undefined, NaN, 2].filter(Boolean));
console.log([1, 2.5, -0, NaN].map(String));
console.log([0, 1, 2, 3].map(Boolean));
console.log(["10", "10", "10", "10"].map(parseInt));
console.log(["1.5", "2e3", "abc"].map(parseFloat));
console.log([4, 9, 16, 2].map(Math.sqrt));
console.log([-1.5, 2.4, 3.6].map(Math.round), [-1.5, 2.5].map(Math.abs));

const biggest = Math.max;
const smallest = Math.min;
console.log(biggest(3, 9, 4), smallest(3, 9, 4), biggest(), smallest());
const nums = [12, 5, 30, 7];
console.log(biggest(...nums), smallest(...nums));

type Reducer = (...xs: number[]) => number;
const pick: { max: Reducer; min: Reducer } = { max: Math.max, min: Math.min };
console.log(pick.max(1, 2, 3), pick.min(1, 2, 3));

const ops: [string, (x: number) => number][] = [
  ["floor", Math.floor],
  ["ceil", Math.ceil],
  ["trunc", Math.trunc],
  ["sign", Math.sign],
];
for (const [name, op] of ops) console.log(name, [-2.5, 0, 2.5].map(op));

const toNumber: (s: string) => number = Number;
const toText: (n: number) => string = String;
console.log(toNumber("0x1f") + 1, toText(255) + "!");

function applyAll(values: string[], conv: (s: string) => number): number {
  return values.map(conv).reduce((a, b) => a + b, 0);
}
console.log(applyAll(["1", "2", "3"], Number), applyAll(["1.5", "2.5"], parseFloat));

const flags = [true, false, true];
console.log(flags.map(Number), flags.map(String));
const isNum = isNaN;
console.log([1, NaN, 3].map(isNum), [1, Infinity].map(isFinite));
