// `ok && x` with a boolean ok is false or x, and `|| y` then skips the false: typed as
// tsc does, with the expected type reaching literals on either side.
type R = { value: [string, number] } | null;
const g = (a: boolean): R => (a && { value: ["x", 2] }) || null;
console.log(g(true), g(false));
const pick = (ok: boolean, name: string) => (ok && name) || "anon";
console.log(pick(true, "n"), pick(false, "n"), pick(true, ""));
const flag = (x: number) => x > 2 && x < 10;
const v: boolean = flag(3) && flag(4);
console.log(v, flag(1) || flag(5), [1, 5, 11].map((x) => x > 3 && x));
let hit = false;
const parts = ["a", "", "b"].map((s) => s.length > 0 && s.toUpperCase());
console.log(parts, parts.filter(Boolean), hit || "no hit");
const el = (cond: boolean) => ({ cls: cond && "active" });
console.log(el(true), el(false), JSON.stringify(el(false)));
