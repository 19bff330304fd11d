// A function written as a parameter's default value is named after the
// parameter, as any anonymous function bound to a name (Node prints it so).
function describe(label: string, fmt = (v: number) => v.toFixed(1), check = function (v: number) { return v > 0; }): string {
  return `${label}: ${fmt.name}/${check.name} ${fmt(2)} ${check(-1)}`;
}
console.log(describe("a"));
console.log(describe("b", (v) => String(v)));
class Sorter {
  constructor(readonly compare: (a: number, b: number) => number = (a, b) => a - b) {}
}
console.log(new Sorter(), new Sorter().compare.name, [3, 1, 2].sort(new Sorter().compare));
const pick = (xs: string[], choose = (s: string) => s.length > 1) => ({ fn: choose, kept: xs.filter(choose) });
console.log(pick(["a", "bb", "ccc"]));
