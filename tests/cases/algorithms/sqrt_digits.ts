// Integer square root by Newton's method and by binary search; perfect squares.
function isqrtNewton(n: number): number {
  if (n < 2) return n;
  let x: number = n;
  let y: number = Math.floor((x + 1) / 2);
  while (y < x) {
    x = y;
    y = Math.floor((x + Math.floor(n / x)) / 2);
  }
  return x;
}
function isqrtBinary(n: number): number {
  let lo: number = 0;
  let hi: number = Math.min(n, 94906265) + 1;
  while (hi - lo > 1) {
    const mid: number = Math.floor((lo + hi) / 2);
    if (mid * mid <= n) lo = mid;
    else hi = mid;
  }
  return lo;
}
let disagreements: number = 0;
for (let n = 0; n < 20000; n++) {
  if (isqrtNewton(n) !== isqrtBinary(n) || isqrtNewton(n) !== Math.floor(Math.sqrt(n))) disagreements++;
}
console.log("disagreements:", disagreements);
const bigs: string = "1000000 999999999999 4503599627370496 9007199254740991";
let at: number = 0;
while (at < bigs.length) {
  let sp: number = bigs.indexOf(" ", at);
  if (sp < 0) sp = bigs.length;
  const n: number = Number(bigs.slice(at, sp));
  console.log(n, isqrtNewton(n), isqrtBinary(n), Math.floor(Math.sqrt(n)));
  at = sp + 1;
}
let squares: string = "";
for (let n = 1; n <= 200; n++) {
  const r: number = isqrtNewton(n);
  if (r * r === n) squares += n + " ";
}
console.log(squares.trim());
