// Float-heavy loop: numerical integration of sin(x) * sqrt(x) with the midpoint rule,
// plus a Leibniz series for pi.
function integrate(steps: number): number {
  const h = 10 / steps;
  let sum = 0;
  for (let k = 0; k < steps; k++) {
    const x = (k + 0.5) * h;
    sum += Math.sin(x) * Math.sqrt(x);
  }
  return sum * h;
}
function leibniz(terms: number): number {
  let acc = 0;
  let sign = 1;
  for (let k = 0; k < terms; k++) {
    acc += sign / (2 * k + 1);
    sign = -sign;
  }
  return 4 * acc;
}
const n: number = process.argv.length > 2 ? Number(process.argv[2]) : 20_000_000;
console.log(integrate(n).toFixed(9), leibniz(n * 5).toFixed(9));
