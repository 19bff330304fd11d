// Number() of booleans, null and undefined; unary plus; Boolean-ish checks.
const t: boolean = true;
const f: boolean = false;
const nul: null = null;
const und: undefined = undefined;
console.log(Number(t), Number(f), Number(nul), Number(und));
console.log(Number(t) + Number(t), Number(f) * 10, Number(nul) + 1, Number(und) + 1);
console.log(Number(42), Number(-0), Number(NaN), Number(1e308 * 10));
function score(flags: boolean, bonus: boolean): number {
  return Number(flags) * 10 + Number(bonus);
}
console.log(score(true, true), score(true, false), score(false, true), score(false, false));
console.log(isNaN(Number("abc")), isNaN(Number("")), isFinite(Number("1e308")), isFinite(Number("1e309")));
let total: number = 0;
const csv: string = "10, 20,abc, 30 ,,5.5";
let start: number = 0;
while (start <= csv.length) {
  let end: number = csv.indexOf(",", start);
  if (end === -1) end = csv.length;
  const field: string = csv.slice(start, end);
  const v: number = Number(field);
  console.log(`field [${field}] ->`, v, Number.isNaN(v) ? "skipped" : "added");
  if (!Number.isNaN(v)) total += v;
  start = end + 1;
}
console.log("total:", total);
