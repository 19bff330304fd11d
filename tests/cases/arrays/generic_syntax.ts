// Array<T> is the same type as T[].
function sum(xs: Array<number>): number {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i];
  return s;
}
const xs: number[] = [1, 2, 3.5];
console.log(sum(xs));
const ys: Array<number> = xs;
ys.push(10);
console.log(sum(xs), xs === ys);
const names: Array<string> = new Array(2);
names[0] = "n0";
console.log(names.length, names.join("+"));
type Flags = boolean[];
const flags: Flags = [true];
console.log(flags.length, flags[0]);
