// Parameter types from the context: closures in default values that capture
// earlier parameters, and function expressions in both branches of ?:.
function makeScaler(factor: number, offset = factor / 2, apply: (n: number) => number = (n) => n * factor + offset) {
  return (xs: number[]) => xs.map(apply);
}
console.log(makeScaler(2)([1, 2, 3]), makeScaler(3, 0)([1]), makeScaler(1, 1, (n) => -n)([4, 5]));

function logger(prefix: string, sink: (line: string) => void = (line) => console.log(prefix + line)) {
  return (msg: string) => sink(msg.toUpperCase());
}
logger("> ")("hello");
const lines: string[] = [];
logger("", (l) => lines.push(l))("kept");
console.log(lines);

type Cmp = (a: string, b: string) => number;
function comparer(desc: boolean, byLength?: boolean): Cmp {
  return desc
    ? (a, b) => (a < b ? 1 : a > b ? -1 : 0)
    : byLength
      ? (a, b) => a.length - b.length
      : function (a, b) {
          return a < b ? -1 : a > b ? 1 : 0;
        };
}
const names = ["kiwi", "fig", "banana", "apple"];
console.log(names.slice().sort(comparer(true)), names.slice().sort(comparer(false, true)), names.slice().sort(comparer(false)));
const pick: ((x: number) => string) | undefined = names.length > 2 ? (x) => x.toFixed(1) : undefined;
console.log(pick ? pick(2) : "none");
