// Errors crossing closures; a caught error captured by a closure.
function makeCounter(limit: number): () => number {
  let n = 0;
  return () => {
    if (n >= limit) throw new RangeError("limit " + limit + " reached");
    n++;
    return n;
  };
}

const next = makeCounter(3);
const got: number[] = [];
try {
  for (;;) got.push(next());
} catch (e) {
  if (e instanceof RangeError) console.log(got, e.message);
}

const handlers: (() => string)[] = [];
for (const s of ["ok", "bad", "worse"]) {
  try {
    if (s !== "ok") throw new Error(s + "!");
    handlers.push(() => "fine: " + s);
  } catch (e) {
    const kind = e instanceof Error ? e.name : "?";
    handlers.push(() => kind + " " + String(e));
  }
}
for (const h of handlers) console.log(h());

function guarded(f: () => void): string {
  try {
    f();
    return "completed";
  } catch (e) {
    let msg = "unknown";
    if (typeof e === "string") msg = "string " + e;
    else if (e instanceof Error) msg = e.name + " " + e.message;
    return msg;
  }
}
console.log(guarded(() => {}));
console.log(guarded(() => { throw "oops"; }));
console.log(guarded(() => { throw new SyntaxError("unexpected token"); }));
let calls = 0;
const inc = () => { calls++; if (calls === 2) throw new Error("second call"); };
console.log(guarded(inc), guarded(inc), guarded(inc), calls);
