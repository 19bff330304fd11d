// String()/Number()/templates/concatenation on unions take every member type.
function pick(i: number): number | string | boolean | undefined | null {
  if (i === 0) return 42.5;
  if (i === 1) return "7";
  if (i === 2) return true;
  if (i === 3) return undefined;
  return null;
}
for (let i = 0; i < 5; i++) {
  const v = pick(i);
  console.log(String(v), Number(v), Boolean(v), `<${v}>`, "s" + v, +v!);
}
let f: ((x: number) => number) | undefined = undefined;
console.log(String(f), `${f}`);
function sq(x: number): number { return x * x; }
f = sq;
console.log(typeof String(f), Number(f));
let ns: number | string = 3;
ns = "12";
console.log(ns + 1, Number(ns) + 1);
