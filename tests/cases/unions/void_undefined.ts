// void functions, undefined values and how they print and compare.
function nothing(): void {}
function maybeLog(flag: boolean): void {
  if (flag) {
    console.log("logged");
    return;
  }
}
const r: void = nothing();
console.log(r, typeof r, r === undefined);
console.log(maybeLog(true), maybeLog(false));
let u: undefined = undefined;
let n: number | undefined = undefined;
console.log(u, n, u === n, n === undefined, String(u), `${n}`);
function half(x: number): number | undefined {
  return x % 2 === 0 ? x / 2 : undefined;
}
let chain: string = "";
let v: number | undefined = 96;
while (v !== undefined) {
  chain += v + " ";
  v = half(v);
}
console.log(chain.trim());
let z: null = null;
console.log(z, typeof z, z === null, String(z) + "!", `${z}`.length);
