// Properties written beside a spread keep their literal type against the expected type (s: "p" for a union of literals).
type S = "p" | "q";
interface O { id: string; s: S; c?: string }
function mk(c?: string): O {
  const o: O = { id: "x", s: "p", ...(c ? { c } : {}) };
  return o;
}
console.log(mk(), mk("z"));
const base = { id: "b", s: "q" as S };
const o2: O = { ...base, s: "p" };
const o3: O = { ...base, ...(Math.PI > 3 ? { s: "q" as const } : {}) };
console.log(o2, o3);
