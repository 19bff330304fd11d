// && and || return one of their operands and short-circuit evaluation.
let trace: string = "";
function t(label: string): boolean {
  trace += label;
  return true;
}
function f(label: string): boolean {
  trace += label;
  return false;
}
console.log(t("a") && f("b") && t("c"), trace);
trace = "";
console.log(f("a") || t("b") || f("c"), trace);
trace = "";
console.log((f("a") && t("b")) || (t("c") && t("d")), trace);
trace = "";
console.log(t("a") || (f("b") && f("c")), trace);
const zero: number = 0;
const one: number = 1;
const empty: string = "";
const word: string = "word";
console.log(zero || 42, one || 42, zero && 42, one && 42);
console.log(empty || "default", word || "default", empty && "x", word && "x");
console.log((zero / zero) || "nan is falsy", -zero || "minus zero too");
console.log(one && word && "all truthy", one && empty && "never");
let count: number = 0;
const res: boolean = count > 0 && 10 / count > 1;
console.log(res, count || count + 1, !count, !!word, !empty);
