// Guess-the-number by bisection for many secrets; counts guesses.
function guesses(secret: number, lo: number, hi: number): number {
  let n: number = 0;
  while (lo <= hi) {
    n++;
    const mid: number = lo + ((hi - lo) >> 1);
    if (mid === secret) return n;
    if (mid < secret) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
let worst: number = 0;
let total: number = 0;
for (let s = 1; s <= 1000; s++) {
  const g: number = guesses(s, 1, 1000);
  total += g;
  if (g > worst) worst = g;
}
console.log("worst:", worst, "average:", (total / 1000).toFixed(3));
console.log(guesses(1, 1, 2 ** 30), guesses(2 ** 30, 1, 2 ** 30), guesses(123456789, 1, 2 ** 30), guesses(0, 1, 10));
