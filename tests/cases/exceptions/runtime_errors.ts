// Errors the runtime raises are ordinary catchable errors of the right class.
function attempt(label: string, f: () => void): void {
  try {
    f();
    console.log(label, "ok");
  } catch (e) {
    if (e instanceof TypeError) console.log(label, "TypeError:", e.message);
    else if (e instanceof RangeError) console.log(label, "RangeError:", e.message);
    else if (e instanceof Error) console.log(label, e.name + ":", e.message);
    else console.log(label, "other", String(e));
  }
}

attempt("new Array(-1)", () => { const a = new Array<number>(-1); console.log(a.length); });
attempt("length = -1", () => { const a = [1, 2]; a.length = -1; });
attempt("toFixed(101)", () => { console.log((1.5).toFixed(101)); });
attempt("toString(1)", () => { console.log((255).toString(1)); });
attempt("toPrecision(0)", () => { console.log((3.14).toPrecision(0)); });
attempt("reduce empty", () => { const a: number[] = []; console.log(a.reduce((x, y) => x + y)); });
try {
  const fs: (() => number)[] = [() => 1];
  console.log(fs[0]());
  console.log(fs[3]());
} catch (e) {
  // Node names the callee ("fs[3] is not a function"); Kiln says "undefined".
  console.log("call hole", e instanceof TypeError);
}
attempt("repeat(-1)", () => { console.log("ab".repeat(-1)); });
attempt("fine", () => { console.log([3, 1, 2].sort().join()); });
const caught: string[] = [];
for (const n of [2, -1, 3]) {
  try {
    caught.push(new Array<string>(n).fill("x").join(""));
  } catch (e) {
    caught.push(e instanceof RangeError ? "range" : "other");
  }
}
console.log(caught);
