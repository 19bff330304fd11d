// A shorthand property ({ name }) in a callback whose result a generic call infers reads the enclosing variable.
function map<T, U>(x: T[], f: (t: T) => U): U[] { return x.map(f); }
const a = (name: string) => (n: number) => map([1, 2], (k) => name + n + k);
console.log(a("x")(3));
function outer(name: string): string[] {
  return map(["p"], (p) => map([1], (k) => ({ name, p, k })).map((o) => `${o.name}${o.p}${o.k}`)).flat();
}
console.log(outer("z"));
