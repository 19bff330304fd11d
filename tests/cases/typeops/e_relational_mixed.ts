// <, <=, >, >= on unions of primitives and on any compare as JavaScript does:
// two strings by code units, anything else as numbers.
type Value = number | string | boolean;
function lt(l: Value, r: Value): boolean {
  return l < r;
}
function ge(l: Value, r: Value): boolean {
  return l >= r;
}
console.log(lt(1, 2), lt("b", "a"), lt(true, 2), lt("10", 9), lt(false, true), lt("abc", "abd"), lt("x", 1));
console.log(ge(1, 2), ge("b", "a"), ge(true, 1), ge("10", 9), ge("", 0), ge("abc", "abc"));

type Grade = "A" | "B" | "C";
const g: Grade = "B";
const s = "Bz";
console.log(g < s, g > "A", (g as Grade) <= "C");

const a: any = "a";
const b: any = "b";
const n: any = 10;
const s9: any = "9";
console.log(a < b, n < s9, s9 < n, a < n, a > "Z", n > 9, n <= "10", "11" < n);
const maybe: any = null;
console.log(maybe < 1, maybe <= 0, maybe >= "0");

function maxValue(xs: Value[]): Value {
  let best = xs[0];
  for (const x of xs) if (x > best) best = x;
  return best;
}
console.log(maxValue([3, 7, 5]), maxValue(["pear", "apple", "zoo"]), maxValue([1, true, 0]));
