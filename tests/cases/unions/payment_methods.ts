// Payments as a union of classes implementing a common interface.
interface Payable { amount: number; fee(): number; describe(): string }
class Card implements Payable {
  constructor(public amount: number, public last4: string) {}
  fee(): number { return Math.round(this.amount * 2.9) / 100 + 0.3; }
  describe(): string { return `card ****${this.last4}`; }
}
class Transfer implements Payable {
  constructor(public amount: number, public iban: string) {}
  fee(): number { return 0.5; }
  describe(): string { return `transfer from ${this.iban.slice(0, 4)}...`; }
}
class Cash implements Payable {
  constructor(public amount: number) {}
  fee(): number { return 0; }
  describe(): string { return "cash"; }
}
type Payment = Card | Transfer | Cash;

function risk(p: Payment): "low" | "medium" | "high" {
  if (p instanceof Cash) return "low";
  if (p instanceof Transfer) return p.amount > 1000 ? "medium" : "low";
  return p.amount > 500 ? "high" : "medium";
}
const payments: Payment[] = [new Card(120, "4242"), new Transfer(2500, "NL91ABNA0417164300"), new Cash(40), new Card(800, "1881")];
let total = 0, fees = 0;
for (const p of payments) {
  total += p.amount;
  fees += p.fee();
  console.log(p.describe().padEnd(24), p.amount.toFixed(2).padStart(9), p.fee().toFixed(2).padStart(6), risk(p));
}
console.log("total", total.toFixed(2), "fees", fees.toFixed(2));
const pay: Payable = payments[1];
console.log(pay.describe(), payments.filter((p) => risk(p) === "high").length);
const pick = total > 1000 ? new Transfer(1, "DE00") : new Cash(1);
console.log(pick.describe(), pick instanceof Transfer);
