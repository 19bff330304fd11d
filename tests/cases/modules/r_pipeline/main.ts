// Module evaluation order, self-registering stage modules, generators and class field init order.
import { Pipeline, parseCsv } from "./pipeline";
import * as reg from "./registry";
import { Filter } from "./stages/filter";
console.log("init main");

const rows = parseCsv(`name,city,age
ann,oslo,34
ben,rome,27
cat,oslo,41
dan,lima,19
eve,rome,52
fay,oslo,23`);

console.log(reg.registered.join(","), reg.Stage.made);
const specs: string[][] = [
  ["filter:age>25", "upper:name", "sort:-age", "take:3"],
  ["count:city"],
  ["filter:city=oslo", "sort:name"],
  ["take:0"],
  ["filter:age<=27", "count:city", "take:1"],
];
for (const s of specs) {
  const p = new Pipeline(s);
  console.log([...p].map((st) => st.describe()).join(" | "));
  for (const r of p.run(rows)) console.log("  ", JSON.stringify(r));
}
console.log("stages made:", reg.Stage.made);

const f = new Filter("age>=30");
console.log(f.state, f.id, f instanceof reg.Stage);
for (const bad of [["nope:1"], ["filter:age"]]) {
  try {
    new Pipeline(bad);
  } catch (e) {
    if (e instanceof reg.UnknownStage) console.log(e.stage, e.known.length, e.message);
    else if (e instanceof SyntaxError) console.log("syntax:", e.message);
  }
}
try {
  reg.register("take", (a) => new Filter(a));
} catch (e) {
  console.log((e as Error).message);
}
