// typeof on every kind of value in the slice.
const n: number = 1;
const s: string = "s";
const b: boolean = true;
const u: undefined = undefined;
const z: null = null;
function fn(): void {}
const arrow = (x: number): number => x;
let maybe: number | undefined = undefined;
console.log(typeof n, typeof s, typeof b, typeof u, typeof z, typeof fn, typeof arrow);
console.log(typeof NaN, typeof "", typeof (1 / 0), typeof typeof n, typeof maybe);
maybe = 5;
console.log(typeof maybe, typeof Math.PI, typeof String(1), typeof Number("x"), typeof console.log("inner"));
function kind(v: number | string | boolean | null | undefined): string {
  const t: string = typeof v;
  if (t === "number") return "num";
  if (t === "string") return "str";
  if (t === "boolean") return "bool";
  if (v === null) return "null";
  return "undef";
}
console.log(kind(1), kind("x"), kind(false), kind(null), kind(undefined));
console.log(typeof n === "number", typeof s !== "string", (typeof b).length);
