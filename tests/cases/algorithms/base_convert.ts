// Converts integers between bases by hand and checks against toString/parseInt.
const DIGITS: string = "0123456789abcdefghijklmnopqrstuvwxyz";
function toBase(n: number, base: number): string {
  if (n === 0) return "0";
  const neg: boolean = n < 0;
  let v: number = Math.abs(n);
  let out: string = "";
  while (v > 0) {
    out = DIGITS[v % base] + out;
    v = Math.floor(v / base);
  }
  return neg ? "-" + out : out;
}
function fromBase(s: string, base: number): number {
  let v: number = 0;
  let i: number = s[0] === "-" ? 1 : 0;
  for (; i < s.length; i++) {
    v = v * base + DIGITS.indexOf(s[i].toLowerCase());
  }
  return s[0] === "-" ? -v : v;
}
const samples: string = "0 1 -1 255 1000 -4096 65535 123456789 4294967295 9007199254740991";
let mismatches: number = 0;
let start: number = 0;
while (start < samples.length) {
  let end: number = samples.indexOf(" ", start);
  if (end < 0) end = samples.length;
  const n: number = Number(samples.slice(start, end));
  for (let base = 2; base <= 36; base += 17) {
    const mine: string = toBase(n, base);
    if (mine !== n.toString(base) || fromBase(mine, base) !== n || parseInt(mine, base) !== n) mismatches++;
  }
  console.log(n, toBase(n, 2), toBase(n, 19), toBase(n, 36));
  start = end + 1;
}
console.log("mismatches:", mismatches);
console.log(fromBase("KILN", 36), fromBase("-ZZ", 36), fromBase("777", 8), toBase(-255, 16));
