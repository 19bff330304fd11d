// A tuple type indexed by position (Pair[0], Parameters<F>[1]); Parameters of
// functions with optional and rest parameters.
type Pair = [string, number];
const a: Pair[0] = "k"; const b: Pair[1] = 2;
function h(x: number, label: string, opt?: boolean) { return label + x + (opt ?? ""); }
type HP = Parameters<typeof h>;
const l: HP[1] = "L";
type Rest = [number, ...string[]];
const r1: Rest[1] = "s";
console.log(a, b, l, r1, h(1, l));
function j(a: number, ...more: string[]) { return a + more.join(""); }
type JP = Parameters<typeof j>;
const jp: JP = [1, "a", "b"];
console.log(j(jp[0]), jp.length, jp.slice(1).join("+"));
type Opt = Parameters<typeof h>;
const o1: Opt = [1, "q"];
const o2: Opt = [1, "q", true];
console.log(o1, o2, h(o2[0], o2[1], o2[2]));
type Second = Opt[2];
const sec: Second = undefined;
console.log(sec);
