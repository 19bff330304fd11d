// catch (e: unknown), catch (e: any), catch without a binding, and Error() called without new.
function fail(kind: string): never {
  if (kind === "type") throw TypeError("called without new");
  if (kind === "range") throw new RangeError("out of range");
  if (kind === "plain") throw Error("plain error");
  throw kind;
}

for (const k of ["type", "range", "plain", "text"]) {
  try {
    fail(k);
  } catch (e: unknown) {
    if (e instanceof TypeError) console.log("type:", e.message, e.name);
    else if (e instanceof RangeError) console.log("range:", e.message);
    else if (e instanceof Error) console.log("error:", e.message, String(e));
    else if (typeof e === "string") console.log("string:", e.toUpperCase());
  }
}

let handled = 0;
for (const k of ["type", "text"]) {
  try {
    fail(k);
  } catch (e: any) {
    handled++;
    if (typeof e === "string") console.log("any, narrowed to string:", e.length);
    else if (e instanceof Error) console.log("any, narrowed to Error:", e.name);
  }
}
console.log("handled", handled);

function parses(s: string): boolean {
  try {
    if (s.trim() === "" || Number.isNaN(Number(s))) throw new SyntaxError("not a number: " + s);
    return true;
  } catch {
    return false;
  }
}
console.log(["12", "x", " ", "3.5"].map(parses));

block: try {
  console.log("inside the labeled try");
  if (handled > 1) break block;
  console.log("not printed");
} finally {
  console.log("labeled finally");
}
console.log("after the labeled try");
