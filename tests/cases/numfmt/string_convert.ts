// Number-to-string conversion through String(), templates and concatenation.
function describe(x: number): string {
  return "[" + x + "] [" + String(x) + "] [" + `${x}` + "]";
}
console.log(describe(0));
console.log(describe(-0));
console.log(describe(NaN));
console.log(describe(-Infinity));
console.log(describe(1e21));
console.log(describe(1e-7));
console.log(describe(123.0));
console.log(describe(-45.67));
console.log(describe(0.1 + 0.2));
console.log(describe(2 ** 53));
console.log(describe(1 / 7));
const s: string = "n=" + 42 + 8;
const t: string = 42 + 8 + "=n";
console.log(s, t);
console.log(String(3) + String(4), String(3 + 4));
console.log(("" + 1e300).length, ("" + 5e-324).length);
