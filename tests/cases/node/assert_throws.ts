// assert.throws / doesNotThrow / rejects / doesNotReject with each kind of
// `expected`: an Error class, a RegExp, a validation function, an object of
// properties (with RegExp values), an Error instance, or only a message.
import assert from "node:assert";

class ValidationError extends Error {
  constructor(public field: string, message: string) {
    super(message);
    this.name = "ValidationError";
  }
}

function parseAge(s: string): number {
  const n = Number(s);
  if (s.trim() === "" || Number.isNaN(n)) throw new ValidationError("age", `not a number: '${s}'`);
  if (n < 0) throw new RangeError("age must not be negative");
  return n;
}

function report(label: string, f: () => void): void {
  try {
    f();
    console.log(`${label}: pass`);
  } catch (e) {
    if (e instanceof assert.AssertionError) {
      console.log(`${label}: FAIL operator=${e.operator} generated=${e.generatedMessage}`);
      console.log(e.message);
    } else if (e instanceof Error) {
      console.log(`${label}: threw ${e.name}: ${e.message}`);
    }
  }
}

report("class", () => assert.throws(() => parseAge("x"), ValidationError));
report("base class", () => assert.throws(() => parseAge("x"), Error));
report("wrong class", () => assert.throws(() => parseAge("-1"), ValidationError));
report("regexp", () => assert.throws(() => parseAge("x"), /not a number/));
report("regexp misses", () => assert.throws(() => parseAge("x"), /negative/));
report("validation function", () =>
  assert.throws(() => parseAge("x"), (err) => err instanceof ValidationError && err.field === "age"));
report("validation function says no", () =>
  assert.throws(() => parseAge("-5"), (err) => err instanceof ValidationError));
report("object", () => assert.throws(() => parseAge("x"), { name: "ValidationError", field: "age" }));
report("object with regexp", () => assert.throws(() => parseAge("-2"), { name: "RangeError", message: /negative/ }));
report("object mismatch", () => assert.throws(() => parseAge("x"), { name: "ValidationError", field: "name" }));
report("error instance", () => assert.throws(() => parseAge("-1"), new RangeError("age must not be negative")));
report("error instance mismatch", () => assert.throws(() => parseAge("-1"), new RangeError("age must be positive")));
report("no throw", () => assert.throws(() => parseAge("42")));
report("no throw, class", () => assert.throws(() => parseAge("42"), RangeError));
report("no throw, message", () => assert.throws(() => parseAge("42"), "parsing 42 should fail"));
report("no throw, class and message", () => assert.throws(() => parseAge("42"), RangeError, "should fail"));
report("custom message on mismatch", () => assert.throws(() => parseAge("-1"), ValidationError, "wanted a ValidationError"));
report("doesNotThrow", () => assert.doesNotThrow(() => parseAge("7")));
report("doesNotThrow throws", () => assert.doesNotThrow(() => parseAge("oops")));
report("doesNotThrow, message", () => assert.doesNotThrow(() => parseAge("oops"), "must parse"));
report("doesNotThrow, other class", () => assert.doesNotThrow(() => parseAge("oops"), RangeError));
report("thrown string", () => assert.throws(() => { throw "plain string"; }, /plain/));

async function later(v: string): Promise<number> {
  await new Promise<void>((resolve) => setTimeout(resolve, 1));
  return parseAge(v);
}

async function main(): Promise<void> {
  await assert.rejects(later("x"), ValidationError);
  console.log("rejects: pass");
  await assert.rejects(() => later("-3"), { name: "RangeError" });
  console.log("rejects with a function: pass");
  await assert.doesNotReject(later("3"));
  console.log("doesNotReject: pass");
  try {
    await assert.rejects(later("3"), Error);
  } catch (e) {
    if (e instanceof assert.AssertionError) console.log(`rejects: ${e.message}`);
  }
  try {
    await assert.doesNotReject(() => later("?"));
  } catch (e) {
    if (e instanceof assert.AssertionError) console.log(`doesNotReject: ${e.message}`);
  }
  try {
    await assert.rejects(later("-1"), /not a number/);
  } catch (e) {
    if (e instanceof assert.AssertionError) console.log(`rejects: ${e.message}`);
  }
}

main();
