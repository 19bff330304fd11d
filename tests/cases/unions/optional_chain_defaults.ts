// Optional parameters of union type flowing through several calls.
function pad(s: string, width?: number, fill?: string): string {
  const w: number = width ?? 10;
  const f: string = fill ?? " ";
  return s.padStart(w, f);
}
function label(name: string, value?: number | null): string {
  if (value === null) return pad(name, undefined, ".") + ": null";
  if (value === undefined) return pad(name) + ": (missing)";
  return pad(name, 12) + ": " + value;
}
console.log(label("alpha", 1));
console.log(label("beta", null));
console.log(label("gamma"));
console.log(label("delta", undefined));
console.log(label("epsilon", 0));
console.log(label("zeta", NaN));
function average(a?: number, b?: number, c?: number): number | undefined {
  let sum: number = 0;
  let n: number = 0;
  if (a !== undefined) { sum += a; n++; }
  if (b !== undefined) { sum += b; n++; }
  if (c !== undefined) { sum += c; n++; }
  return n === 0 ? undefined : sum / n;
}
console.log(average(), average(3), average(3, 4), average(undefined, 4, 8), average(1, 2, 3));
