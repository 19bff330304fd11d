// `%` on integer-specialised values: a dividend proven non-negative and a
// divisor proven positive take the unsigned remainder; every other sign
// combination keeps JavaScript's (the sign of the dividend).
function hashMod(n: number): number {
  let result = 0;
  for (let i = 0; i < n; i++) result = (result + i * 31) % 1_000_000_007;
  return result;
}

function bucketOf(key: number, buckets: number): number {
  return key % buckets;
}

function wrapIndex(i: number, len: number): number {
  return ((i % len) + len) % len; // the usual "positive modulo" idiom
}

function digitsSum(n: number): number {
  let s = 0;
  let m = n;
  while (m > 0) {
    s += m % 10;
    m = Math.floor(m / 10);
  }
  return s;
}

function countdown(from: number): number[] {
  const out: number[] = [];
  for (let i = from; i > -from; i -= 3) out.push(i % 4);
  return out;
}

function byNegative(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(i % -3, -i % 3, (i - 5) % 3);
  return out;
}

console.log(hashMod(100000), hashMod(0), hashMod(1));
console.log(bucketOf(17, 5), bucketOf(5, 17), bucketOf(0, 3), bucketOf(-17, 5), bucketOf(17, -5));
for (const i of [-7, -1, 0, 3, 11]) console.log(i, wrapIndex(i, 4));
console.log(digitsSum(987654321), digitsSum(0), digitsSum(1000000007));
console.log(countdown(10).join(","));
console.log(byNegative(6).map((v) => (v === 0 && 1 / v < 0 ? "-0" : String(v))).join(" "));
let acc = 0;
for (let k = 1; k <= 50; k++) acc = (acc * 7 + k) % 97;
console.log(acc);
const week: string[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
for (let day = 0; day < 10; day += 3) console.log(day, week[day % 7]);
