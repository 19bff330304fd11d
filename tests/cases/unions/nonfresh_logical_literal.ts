// A callback returning `c.align ?? "left"` (a declared literal union, plus a literal
// already in it) has that union as its result type, as tsc keeps non-fresh literal types:
// Kiln widened it to string, so the mapped array was a string[].
type Align = "left" | "right" | "center";
interface Col { align?: Align; n?: 1 | 2 }
const cols: Col[] = [{ align: "right", n: 2 }, {}];
const aligns = cols.map((c) => c.align ?? "left");
const a2 = cols.map((c) => c.align || "left");
function pad(a: Align): string { return a.toUpperCase(); }
console.log(aligns.map(pad), a2.map((a) => pad(a)));
const one = cols[1].align ?? "left";
console.log(pad(one));
const a = cols.map((c) => c.align ?? "top");
const bb = cols.map((c) => c.n ?? 1);
const b2: (1 | 2)[] = bb;
const d = cols.map((c) => c.align || "center");

console.log("w", a, b2, d.map(pad));
function pick(c: Col): Align {
  const f = (x: Col) => {
    return x.align || "center";
  };
  return f(c);
}
console.log(cols.map(pick));
