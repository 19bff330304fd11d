// A small budget spreadsheet: formulas, recalculation order, errors, cycles.
import { Sheet, colName, expandRange } from "./sheet";
import { parseFormula, FormulaError } from "./formula";

const s = new Sheet();
const rows: [string, string, string][] = [
  ["Rent", "1200", "12"],
  ["Food", "450.5", "12"],
  ["Travel", "300", "4"],
  ["Gifts", "75", "3"],
];
rows.forEach(([name, monthly, times], i) => {
  const r = i + 2;
  s.set(`A${r}`, name);
  s.set(`B${r}`, monthly);
  s.set(`C${r}`, times);
  s.set(`D${r}`, `=B${r}*C${r}`);
});
s.set("A1", "Item");
s.set("B1", "Monthly");
s.set("C1", "Times");
s.set("D1", "Yearly");
s.set("A7", "Total");
s.set("D7", "=SUM(D2:D5)");
s.set("A8", "Average");
s.set("D8", "=AVG(D2:D5)");
s.set("A9", "Largest");
s.set("D9", "=MAX(D2:D5)");
s.set("E7", "=IF(D7>20000, D7-20000, 0)");
console.log(s.render(5, 9));

const touched = s.set("B3", "500");
console.log(`changed B3 -> recalculated ${touched.join(",")}; food yearly ${s.get("D3")}, total ${s.get("D7")}`);
console.log(`over budget by ${s.get("E7")}`);

s.set("F1", "=F2+1");
s.set("F2", "=F1*2");
console.log(`cycle: F1=${s.get("F1")} F2=${s.get("F2")}`);
s.set("F2", "10");
console.log(`cycle broken: F1=${s.get("F1")} F2=${s.get("F2")}`);
s.set("G1", "=1/(B2-1200)");
s.set("G2", "=G1+1");
s.set("G3", "=2*(3+");
s.set("G4", "=AVG(Z1:Z3)");
s.set("G5", "=2^3^2");
s.set("G6", "=-2^2 + 10 - 4 - 3");
console.log(["G1", "G2", "G3", "G4", "G5", "G6"].map((r) => `${r}=${s.get(r)}`).join(" "));
console.log(`recalculations so far: ${s.recalcs}`);
console.log(colName(0), colName(25), colName(26), colName(701), colName(702), expandRange("B2", "A1").join(","));
for (const bad of ["1 +", "SUM(1,2", "A1:", "foo(1)", "3 $ 4"]) {
  try {
    parseFormula(bad);
    console.log("parsed?", bad);
  } catch (e) {
    if (e instanceof FormulaError) console.log(`${JSON.stringify(bad)}: ${e.message}`);
    else throw e;
  }
}
