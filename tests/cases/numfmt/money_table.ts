// Formats a small loan amortization table with toFixed and padStart.
const principal: number = 10000;
const yearlyRate: number = 0.05;
const months: number = 12;
const r: number = yearlyRate / 12;
const payment: number = (principal * r) / (1 - (1 + r) ** -months);
console.log("payment:", payment.toFixed(2));
let balance: number = principal;
let totalInterest: number = 0;
for (let m = 1; m <= months; m++) {
  const interest: number = balance * r;
  const toPrincipal: number = payment - interest;
  balance -= toPrincipal;
  totalInterest += interest;
  console.log(
    String(m).padStart(2, "0"),
    interest.toFixed(2).padStart(8),
    toPrincipal.toFixed(2).padStart(9),
    Math.abs(balance).toFixed(2).padStart(9, "."),
  );
}
console.log("interest:", totalInterest.toFixed(2));
console.log("paid off:", Math.abs(balance) < 1e-6);
