// Object-typed optional and default parameters.
interface Fmt {
  width?: number;
  fill?: string;
  upper?: boolean;
}

function format(s: string, f?: Fmt): string {
  if (f === undefined) return "[" + s + "]";
  let r = f.upper === true ? s.toUpperCase() : s;
  const w = f.width === undefined ? 0 : f.width;
  const fill = f.fill === undefined ? " " : f.fill;
  r = r.padStart(w, fill);
  return "[" + r + "]";
}

console.log(format("ab"));
console.log(format("ab", {}));
console.log(format("ab", { width: 5 }));
console.log(format("ab", { width: 5, fill: "*", upper: true }));
console.log(format("abcdef", { width: 3, fill: "-" }));

interface Range {
  from: number;
  to: number;
  step: number;
}

function range(r: Range = { from: 0, to: 5, step: 1 }): number[] {
  const out: number[] = [];
  for (let i = r.from; r.step > 0 ? i < r.to : i > r.to; i += r.step) out.push(i);
  return out;
}
console.log(range().join(","));
console.log(range({ from: 10, to: 0, step: -3 }).join(","));
console.log(range(undefined).length);

// A default object is created fresh on each call.
function collect(x: number, bag: { items: number[] } = { items: [] }): { items: number[] } {
  bag.items.push(x);
  return bag;
}
const b1 = collect(1);
const b2 = collect(2);
console.log(b1.items.join(","), b2.items.join(","), b1 === b2);
const shared = { items: [0] };
collect(1, shared);
collect(2, shared);
console.log(shared.items.join(","));

// A nullable object parameter.
function describe(p: { name: string } | null, fallback: string): string {
  return p === null ? fallback : p.name;
}
console.log(describe(null, "nobody"), describe({ name: "somebody" }, "nobody"));
