// `x!` and `as` never unbox an unproven tag.
function maybe(i: number): string | undefined {
  return i > 0 ? "yes" : undefined;
}
const a = maybe(1);
console.log(a!, a!.length);
const b = maybe(0);
console.log(b!);
function ns(i: number): number | string { return i > 0 ? i : "5"; }
console.log((ns(2) as number) * 2, (ns(0) as number) * 2);
function nu(i: number): number | undefined { return i > 0 ? i : undefined; }
const m = nu(4);
if (m !== undefined) console.log(m + 1);
console.log(nu(3)! + 1, nu(0)! + 1);
function g(x?: number): number { return x! + 1; }
console.log(g(1), g());
function bu(i: number): boolean | undefined { return i > 0 ? true : undefined; }
console.log(bu(1)!, bu(0)! === true);
function sn(i: number): string | null { return i > 0 ? "s" : null; }
console.log(sn(1)! + "!", sn(0)! + "!");
