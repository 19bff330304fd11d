// ?? combined with || and && needs parentheses; results differ accordingly.
function get(n: number): number | undefined {
  return n > 0 ? n - 1 : undefined;
}
const a: number | undefined = get(0);
const b: number | undefined = get(1);
const c: number | undefined = get(5);
console.log(a, b, c);
console.log((a ?? b) || 100, a ?? (b || 100), (b ?? 7) && 8, (c ?? 0) > 3 ? "big" : "small");
console.log((a || b) ?? "nullish", a ?? b ?? c ?? -1, (b && c) ?? "none");
let log: string = "";
function side(tag: string, v: number | undefined): number | undefined {
  log += tag;
  return v;
}
const r1: number | undefined = side("1", 0) ?? side("2", 5);
const r2: number | undefined = side("3", undefined) ?? side("4", undefined) ?? side("5", 9);
console.log(r1, r2, log);
