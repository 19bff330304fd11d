// Sum of proper divisors; amicable pairs and perfect numbers below 20000.
function sigma(n: number): number {
  if (n < 2) return 0;
  let s: number = 1;
  for (let d = 2; d * d <= n; d++) {
    if (n % d === 0) {
      s += d;
      const e: number = n / d;
      if (e !== d) s += e;
    }
  }
  return s;
}
let pairs: string = "";
let perfect: string = "";
let abundant: number = 0;
for (let a = 2; a < 20000; a++) {
  const b: number = sigma(a);
  if (b === a) perfect += a + " ";
  else if (b > a && b < 20000 && sigma(b) === a) pairs += `(${a},${b}) `;
  if (b > a) abundant++;
}
console.log("perfect:", perfect.trim());
console.log("amicable:", pairs.trim());
console.log("abundant below 20000:", abundant);
