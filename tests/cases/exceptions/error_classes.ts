// The built-in error classes: names, messages, toString, instanceof.
const errs: Error[] = [
  new Error("plain"),
  new TypeError("wrong type"),
  new RangeError("too big"),
  new SyntaxError("unexpected token"),
  new Error(),
  new TypeError(""),
];
for (const e of errs) {
  console.log(e.name, "'" + e.message + "'", String(e), e.toString(), `${e}`);
  console.log(" ", e instanceof Error, e instanceof TypeError, e instanceof RangeError, e instanceof SyntaxError);
}
const e = new Error("renamed");
e.name = "CustomName";
console.log(String(e));
e.message = "";
console.log(String(e));
e.name = "";
e.message = "only message";
console.log(String(e));
const s = new RangeError("stack check");
console.log((s.stack ?? "").startsWith("RangeError: stack check\n    at "));
const t = new TypeError("x");
const st = t.stack;
if (st !== undefined) console.log(typeof st, st.split("\n")[0]);
console.log("message: " + new Error("concat"));
