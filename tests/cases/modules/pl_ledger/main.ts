// A bank ledger: integer cents, typed errors across modules, padded statements.
import { Ledger, Kind } from "./ledger";
import { cents, format, Currency } from "./money";
import * as errors from "./errors";

const ledger = new Ledger(Currency.EUR);
ledger.open("CHK-1", "Alice", cents("100"));
ledger.open("SAV-1", "Alice");
ledger.open("CHK-2", "Bob");

const ops: Array<() => unknown> = [
  () => ledger.deposit("CHK-1", cents("1250.50"), "salary"),
  () => ledger.deposit("CHK-2", cents("80.05")),
  () => ledger.transfer("CHK-1", "SAV-1", cents("1000")),
  () => ledger.withdraw("CHK-2", cents("100")),
  () => ledger.withdraw("CHK-1", cents("300.5")),
  () => ledger.withdraw("CHK-1", cents("100")),
  () => ledger.transfer("SAV-1", "XXX-9", cents("1")),
  () => ledger.deposit("CHK-2", cents("-5")),
  () => ledger.open("SAV-1", "Mallory"),
  () => cents("12.345"),
  () => ledger.deposit("CHK-2", cents("1234567.8"), "lottery"),
];

for (const [i, op] of ops.entries()) {
  try {
    op();
  } catch (e) {
    if (e instanceof errors.InsufficientFunds) {
      console.log(`op ${i}: ${e.name} [${e.code}] short by ${format(e.needed - e.available)}`);
    } else if (e instanceof errors.LedgerError) {
      console.log(`op ${i}: ${e.name} [${e.code}] ${e.message}`);
    } else if (e instanceof RangeError) {
      console.log(`op ${i}: RangeError ${e.message}`);
    } else {
      throw e;
    }
  }
}

const interest = ledger.accrue(1.5);
console.log("interest paid:", format(interest, Currency.USD));

for (const id of ["CHK-1", "SAV-1", "CHK-2"]) {
  console.log(ledger.statement(id).join("\n"));
  console.log("-".repeat(50));
}

const totals = ledger.totals();
for (const k of Object.values(Kind)) {
  if (k in totals) console.log(k.padEnd(12, "."), format(totals[k]).padStart(18));
}
console.log("entries:", ledger.size, (ledger.get("CHK-1").balance / 100).toFixed(2), format(-123456789));
