// args: 2.5 -0 7 9007199254740993
// Parameters fed from the command line: fractions, -0 and huge values at run time.
function f(x: number): number {
  return x % 2;
}
function g(x: number): number {
  return x + 1;
}
for (let i = 2; i < 6; i++) {
  const v = Number(process.argv[i]);
  console.log(f(v), 1 / f(v), g(v), f(i), g(i));
}
