// Floating-point accumulation: naive vs Kahan summation, and associativity.
let naive: number = 0;
let sum: number = 0;
let comp: number = 0;
for (let i = 1; i <= 100000; i++) {
  const x: number = 1 / i;
  naive += x;
  const y: number = x - comp;
  const t: number = sum + y;
  comp = t - sum - y;
  sum = t;
}
console.log(naive, sum, naive === sum, Math.abs(naive - sum) < 1e-10);
console.log((0.1 + 0.2) + 0.3, 0.1 + (0.2 + 0.3));
console.log((1e16 + 1) - 1e16, 1e16 + (1 - 1e16));
console.log(1e308 + 1e308, (1e308 + 1e308) - 1e308, 1e308 - 1e308 + 1e308);
let tenth: number = 0;
let steps: number = 0;
while (tenth < 1) {
  tenth += 0.1;
  steps++;
}
console.log(steps, tenth);
let third: number = 1;
for (let i = 0; i < 50; i++) third = third / 3 * 3;
console.log(third, 3 * (1 / 3), 49 * (1 / 49));
