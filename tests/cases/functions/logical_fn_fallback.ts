// `f ?? g` and `f || g` with a function g that fits f's function type: the
// result has f's type (String, an arrow of another declared shape).
type Fmt = (v: number) => string;
interface Column {
  header: string;
  format?: Fmt;
}
const cols: Column[] = [{ header: "raw" }, { header: "fixed", format: (v) => v.toFixed(2) }];
const show = (v: number): string => `<${v}>`;
for (const c of cols) {
  const f = c.format ?? String;
  const g = c.format || show;
  console.log(c.header, f(3.14159), g(2.5));
}
const pick: Fmt | null = Math.random() > 2 ? show : null;
const h = pick ?? ((v: number) => v.toExponential(1));
console.log(h(12345), [1, 2].map(pick ?? String));
