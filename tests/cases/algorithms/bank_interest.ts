// Compound interest simulation with cents kept as integers to avoid drift.
let cents: number = 100000;
const ratePerMille: number = 42;
for (let year = 1; year <= 30; year++) {
  const interest: number = Math.round((cents * ratePerMille) / 1000);
  cents += interest;
  if (year % 5 === 0) {
    console.log(`year ${String(year).padStart(2)}: ${(cents / 100).toFixed(2).padStart(10)} (+${(interest / 100).toFixed(2)})`);
  }
}
let floaty: number = 1000;
for (let year = 1; year <= 30; year++) floaty *= 1.042;
console.log("float version:", floaty.toFixed(2), "difference:", (floaty - cents / 100).toFixed(2));
let drift: number = 0;
for (let i = 0; i < 1000; i++) drift += 0.1;
console.log(drift, drift === 100, Math.abs(drift - 100) < 1e-9);
