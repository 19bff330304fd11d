// A top-level let/const with a literal initializer, read by a function checked
// before its declaration: typed from the literal (a let widened), no annotation needed.
function show(): string { return `${n} ${s} ${k} ${JSON.stringify(cfg)} ${flag}`; }
function bump(): void { n++; s += "!"; }
const main = (): void => {
  try { console.log(show()); } catch (e) { console.log((e as Error).message); }
};
main();
let n = 1;
let s = "a";
const k = 5;
const cfg = { depth: 2, name: "x" };
let flag = false;
bump();
console.log(show());
n = 2.5;
flag = true;
console.log(show());
