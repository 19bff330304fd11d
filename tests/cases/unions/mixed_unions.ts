// Unions of primitives stored in variables and compared with ===.
function parse(s: string): number | string {
  const n: number = Number(s);
  return Number.isNaN(n) || s.trim() === "" ? s : n;
}
function show(v: number | string): string {
  return typeof v === "number" ? `num ${v * 2}` : `str "${v}"`;
}
console.log(show(parse("21")), show(parse("abc")), show(parse("")), show(parse("1e3")));
let v: number | string | boolean = 1;
console.log(v, typeof v);
v = "one";
console.log(v, typeof v);
v = false;
console.log(v, typeof v);
function same(a: number | string, b: number | string): boolean {
  return a === b;
}
console.log(same(1, 1), same(1, "1"), same("a", "a"), same(NaN, NaN), same(0, -0));
let state: boolean | null | undefined = null;
console.log(state, state === null, state === undefined, state ?? "unset");
state = undefined;
console.log(state, state === null, state === undefined, state ?? "unset");
state = false;
console.log(state, state ?? "unset", state || "falsy");
