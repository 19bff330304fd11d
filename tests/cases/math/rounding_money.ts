// Rounding to cents: naive Math.round(x * 100) / 100 versus toFixed.
function roundCents(x: number): number {
  return Math.round(x * 100) / 100;
}
const values: string = "1.005 2.675 1.045 0.125 0.135 1.255 10.235 -1.005 -0.125 123.455";
let at: number = 0;
while (at < values.length) {
  let sp: number = values.indexOf(" ", at);
  if (sp < 0) sp = values.length;
  const v: number = Number(values.slice(at, sp));
  console.log(v, roundCents(v), v.toFixed(2), Math.round(v * 100), (v * 100).toFixed(10));
  at = sp + 1;
}
function bankers(x: number): number {
  const f: number = Math.floor(x);
  const d: number = x - f;
  if (d > 0.5) return f + 1;
  if (d < 0.5) return f;
  return f % 2 === 0 ? f : f + 1;
}
console.log(bankers(0.5), bankers(1.5), bankers(2.5), bankers(-0.5), bankers(-1.5), bankers(2.4999));
