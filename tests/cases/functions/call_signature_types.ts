// An object type or interface whose only member is a call signature is a function type, as in tsc.
interface Comparator { (a: number, b: number): number }
type Formatter = { (x: number): string };
const byDesc: Comparator = (a, b) => b - a;
const fmt: Formatter = (x) => `#${x}`;
function apply(xs: number[], cmp: Comparator, f: { (x: number): string }): string[] {
  return [...xs].sort(cmp).map(f);
}
console.log(apply([3, 1, 2], byDesc, fmt));
const handlers: Record<string, Formatter> = { hex: (x) => x.toString(16) };
console.log(handlers.hex(255));
