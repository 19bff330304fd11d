// A small test runner over node:assert: each test is a function, failures
// are caught and their AssertionError reported, as a script's tests do.
import assert from "node:assert";
import { strictEqual, ok, AssertionError } from "node:assert";

interface Test {
  name: string;
  fn: () => void;
}

const tests: Test[] = [];
function test(name: string, fn: () => void): void {
  tests.push({ name, fn });
}

function slugify(s: string): string {
  return s.trim().toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

function parsePort(s: string): number | undefined {
  const n = Number(s);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : undefined;
}

test("slugify joins words", () => {
  assert.strictEqual(slugify("  Hello, World! "), "hello-world");
  strictEqual(slugify("a--b"), "a-b");
});

test("slugify is wrong on purpose", () => {
  assert.strictEqual(slugify("Ünïcode"), "unicode");
});

test("parsePort accepts ports", () => {
  const p = parsePort("8080");
  assert(p !== undefined);
  assert.equal(p + 1, 8081);
  ok(parsePort("0") === undefined, "port 0 is not a port");
});

test("numbers compare with Object.is", () => {
  assert.strictEqual(NaN, NaN);
  assert.notStrictEqual(0, -0);
  assert.equal(1, 1);
  assert.notEqual(1, 2);
  assert.strictEqual(0.1 + 0.2, 0.3);
});

test("a custom message replaces the generated one", () => {
  assert.ok([].length > 0, "the list should not be empty");
});

test("an Error as the message is thrown itself", () => {
  assert.strictEqual(1, 2, new RangeError("one is not two"));
});

test("falsy values", () => {
  const name = "";
  assert(name);
});

test("equal is loose", () => {
  assert.equal(null, undefined);
  assert.equal(1, 1);
  assert.notEqual("a", "b");
  assert.equal("1", 2);
});

test("fail", () => {
  assert.fail("not implemented yet");
});

test("match", () => {
  assert.match("2024-01-31", /^\d{4}-\d{2}-\d{2}$/);
  assert.doesNotMatch("abc", /\d/);
  assert.match("release v1.2", /^v\d/);
});

test("strings that differ late get a caret", () => {
  assert.strictEqual("the quick brown fox", "the quick brown cat");
});

test("multi-line strings get a diff", () => {
  assert.strictEqual("line one\nline two\nline three", "line one\nline 2\nline three");
});

let passed = 0;
let failed = 0;
for (const t of tests) {
  try {
    t.fn();
    passed++;
    console.log(`ok - ${t.name}`);
  } catch (e) {
    failed++;
    console.log(`not ok - ${t.name}`);
    if (e instanceof AssertionError) {
      console.log(`  ${e.name} ${e.code} operator=${e.operator} generated=${e.generatedMessage}`);
      for (const line of e.message.split("\n")) console.log(`  | ${line}`);
    } else if (e instanceof Error) {
      console.log(`  ${e.name}: ${e.message}`);
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
