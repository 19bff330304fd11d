// console.log of errors: matches Node where the stack is known (assigned by the program).
class ValidationError extends Error {
  constructor(msg: string, public field: string) {
    super(msg);
    this.name = "ValidationError";
  }
}
class Quiet extends Error {}

const e = new Error("boom");
e.stack = "Error: boom";
console.log(e);
console.log([e]);
console.log({ e });
const v = new ValidationError("bad", "email");
v.stack = "ValidationError: bad\n    at validate (users.ts:3:11)";
console.log(v);
console.log({ v });
console.log([v, 1]);
const c = new Error("c", { cause: "why" });
c.stack = "Error: c";
console.log(c);
const n = new Error("nested", { cause: c });
n.stack = "Error: nested";
console.log(n);
const q = new Quiet("q");
q.stack = "Error: q";
console.log(q);
const t = new TypeError("t");
t.stack = "TypeError: t";
console.log([t, "x"], { list: [t] });
const r = new RangeError("no frames but a long message that goes on and on and on for a while");
r.stack = "RangeError: no frames but a long message that goes on and on and on for a while";
console.log({ r, other: 1 });
