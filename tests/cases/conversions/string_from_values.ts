// String() and implicit string conversion of every primitive.
const b: boolean = true;
const n: number = -12.5;
const u: undefined = undefined;
const z: null = null;
console.log(String(b), String(!b), String(n), String(u), String(z));
console.log(String(NaN), String(-0), String(Infinity), String(1e-7), String(2 ** 64));
console.log("" + b + n + u + z, `${b}|${n}|${u}|${z}`);
console.log(String("already a string"), String(""), String("日本").length);
const parts: string = String(1) + String(2) + String(3);
console.log(parts, Number(parts) + 1, parts + 1);
console.log(String(0.1 + 0.2).length, String(123456789012).length, String(-1e21));
console.log(String(true).toUpperCase(), String(null).length, String(undefined).charAt(3));
function roundTrip(x: number): boolean {
  return Number(String(x)) === x;
}
let ok: number = 0;
for (let i = 0; i < 2000; i++) {
  const x: number = (i * 0.1234567) ** 3 / 7;
  if (roundTrip(x) && roundTrip(-x) && roundTrip(1 / (x + 1))) ok++;
}
console.log("round trips:", ok);
