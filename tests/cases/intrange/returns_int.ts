// Return ranges: a function whose every return value is a small integer.
function digit(n: number): number {
  return n % 10;
}
function clamp(n: number, lo: number, hi: number): number {
  if (n < lo) return lo;
  if (n > hi) return hi;
  return n;
}
function bucket(n: number): number {
  switch (n % 4) {
    case 0: return 10;
    case 1: return 20;
    default: return 30;
  }
}
function loopRet(n: number): number {
  while (true) {
    if (n > 100) return n;
    n = n * 2 + 1;
  }
}
function maybeFalls(n: number): number {
  for (let i = 0; i < n; i++) {
    if (i * i > n) return i;
  }
  return -1;
}
let total = 0;
for (let i = 0; i < 1000; i++) {
  total = (total + digit(i) * clamp(i, 100, 900) + bucket(i)) % 1000003;
}
console.log(total, loopRet(1), loopRet(0.5), maybeFalls(50), maybeFalls(0));
function labeled(n: number): number {
  out: {
    if (n > 5) break out;
    return n * 2;
  }
  return n;
}
console.log(labeled(3), labeled(9));
function early(n: number): number {
  let r: number;
  if (n > 2) {
    r = n;
  } else {
    r = n / 4;
  }
  return r;
}
console.log(early(5), early(1), early(2));
