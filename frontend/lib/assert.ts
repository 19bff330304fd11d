// node:assert, compiled with the programs that import it (frontend/node_lib.c).
//
// A transcription of Node v20's lib/assert.js and
// lib/internal/assert/assertion_error.js, so that messages match Node's
// byte for byte: values are shown by util.inspect with assert's options
// (compact: false, sorted: true, depth 1000), two values that differ are
// shown as a line diff (createErrDiff), short primitives as `1 !== 2`.
// Deep equality is the runtime's (runtime/util.c, lib/internal/util/
// comparisons.js), and so is looking at a value of unknown type: its kind,
// `instanceof` a class given as a value, its keys.
//
// `assert` is a function merged with a namespace, so `assert(x)`,
// `assert.strictEqual(...)` and `import { strictEqual }` all work; the
// functions are declared once at the top level and the namespaces
// re-export them.  `assert.ok(v)` without a message
// reports the source of the call, as Node does by reading the file: the
// checker passes the text of each direct call in `callSource`.
//
// Not provided: CallTracker, assert.fail with more than one argument
// (deprecated), colours in diffs (Node uses them only when stderr is a
// terminal), the diff of errors' stacks.
import { inspect, kind, instanceOf, extendsError, nameOf, deepEqual as isDeepEqual, hasOwn, keys } from "kiln:util";

// (The overload signatures spell their types out: the checker reads them
// where the call is, which does not see this module's type aliases.)

// runtime/util.c's kinds
const K_REGEXP = 1;
const K_PROMISE = 3;
const K_ERROR = 6;
const K_CLASS = 7;
const K_FUNCTION = 8;


function inspectValue(val: unknown): string {
  return inspect(val, 1000, false, 80, 0, true, Infinity, 10000);
}

function isObject(v: unknown): boolean {
  return typeof v === "object" && v !== null;
}

function readableOperator(op: string): string {
  switch (op) {
    case "deepStrictEqual": return "Expected values to be strictly deep-equal:";
    case "strictEqual": return "Expected values to be strictly equal:";
    case "strictEqualObject": return "Expected \"actual\" to be reference-equal to \"expected\":";
    case "deepEqual": return "Expected values to be loosely deep-equal:";
    case "notDeepStrictEqual": return "Expected \"actual\" not to be strictly deep-equal to:";
    case "notStrictEqual": return "Expected \"actual\" to be strictly unequal to:";
    case "notStrictEqualObject": return "Expected \"actual\" not to be reference-equal to \"expected\":";
    case "notDeepEqual": return "Expected \"actual\" not to be loosely deep-equal to:";
    case "notIdentical": return "Values have same structure but are not reference-equal:";
    case "notDeepEqualUnequal": return "Expected values not to be loosely deep-equal:";
  }
  return "";
}

// Comparing short primitives shows `a !== b` instead of a diff.
const kMaxShortLength = 12;

function createErrDiff(actual: unknown, expected: unknown, operatorIn: string, message: string,
                       actualShown: string, expectedShown: string): string {
  let operator = operatorIn;
  let other = "";
  let res = "";
  let end = "";
  let skipped = false;
  const actualInspected = actualShown;
  const actualLines = actualInspected.split("\n");
  const expectedLines = expectedShown.split("\n");

  let i = 0;
  let indicator = "";

  if (operator === "strictEqual" &&
      ((isObject(actual) && isObject(expected)) ||
       (typeof actual === "function" && typeof expected === "function"))) {
    operator = "strictEqualObject";
  }

  if (actualLines.length === 1 && expectedLines.length === 1 && actualLines[0] !== expectedLines[0]) {
    const actualRaw = actualLines[0];
    const expectedRaw = expectedLines[0];
    const inputLength = actualRaw.length + expectedRaw.length;
    if (inputLength <= kMaxShortLength) {
      if (!isObject(actual) && !isObject(expected) && (actual !== 0 || expected !== 0)) {
        return `${message || readableOperator(operator)}\n\n${actualLines[0]} !== ${expectedLines[0]}\n`;
      }
    } else if (operator !== "strictEqualObject") {
      const maxLength = 80;
      if (inputLength < maxLength) {
        while (i < actualRaw.length && actualRaw[i] === expectedRaw[i]) {
          i++;
        }
        if (i > 2) {
          indicator = `\n  ${" ".repeat(i)}^`;
          i = 0;
        }
      }
    }
  }

  // Remove the ending lines that match.
  let a = actualLines[actualLines.length - 1];
  let b = expectedLines[expectedLines.length - 1];
  while (a === b) {
    if (i++ < 3) {
      end = `\n  ${a}${end}`;
    } else {
      other = a;
    }
    actualLines.pop();
    expectedLines.pop();
    if (actualLines.length === 0 || expectedLines.length === 0) break;
    a = actualLines[actualLines.length - 1];
    b = expectedLines[expectedLines.length - 1];
  }

  const maxLines = Math.max(actualLines.length, expectedLines.length);
  if (maxLines === 0) {
    const all = actualInspected.split("\n");
    if (all.length > 50) {
      all[46] = "...";
      while (all.length > 47) all.pop();
    }
    return `${readableOperator("notIdentical")}\n\n${all.join("\n")}\n`;
  }

  if (i >= 5) {
    end = `\n...${end}`;
    skipped = true;
  }
  if (other !== "") {
    end = `\n  ${other}${end}`;
    other = "";
  }

  let printedLines = 0;
  let identical = 0;
  const msg = `${message || readableOperator(operator)}\n+ actual - expected`;
  const skippedMsg = " ... Lines skipped";

  let lines = actualLines;
  let plusMinus = "+";
  let maxLength = expectedLines.length;
  if (actualLines.length < maxLines) {
    lines = expectedLines;
    plusMinus = "-";
    maxLength = actualLines.length;
  }

  for (i = 0; i < maxLines; i++) {
    if (maxLength < i + 1) {
      if (identical > 2) {
        if (identical > 3) {
          if (identical > 4) {
            if (identical === 5) {
              res += `\n  ${lines[i - 3]}`;
              printedLines++;
            } else {
              res += "\n...";
              skipped = true;
            }
          }
          res += `\n  ${lines[i - 2]}`;
          printedLines++;
        }
        res += `\n  ${lines[i - 1]}`;
        printedLines++;
      }
      identical = 0;
      if (lines === actualLines) {
        res += `\n${plusMinus} ${lines[i]}`;
      } else {
        other += `\n${plusMinus} ${lines[i]}`;
      }
      printedLines++;
    } else {
      const expectedLine = expectedLines[i];
      let actualLine = actualLines[i];
      let divergingLines = actualLine !== expectedLine &&
        (!actualLine.endsWith(",") || actualLine.slice(0, -1) !== expectedLine);
      if (divergingLines && expectedLine.endsWith(",") && expectedLine.slice(0, -1) === actualLine) {
        divergingLines = false;
        actualLine += ",";
      }
      if (divergingLines) {
        if (identical > 2) {
          if (identical > 3) {
            if (identical > 4) {
              if (identical === 5) {
                res += `\n  ${actualLines[i - 3]}`;
                printedLines++;
              } else {
                res += "\n...";
                skipped = true;
              }
            }
            res += `\n  ${actualLines[i - 2]}`;
            printedLines++;
          }
          res += `\n  ${actualLines[i - 1]}`;
          printedLines++;
        }
        identical = 0;
        res += `\n+ ${actualLine}`;
        other += `\n- ${expectedLine}`;
        printedLines += 2;
      } else {
        res += other;
        other = "";
        identical++;
        if (identical <= 2) {
          res += `\n  ${actualLine}`;
          printedLines++;
        }
      }
    }
    // Show about 50 lines at most.
    if (printedLines > 50 && i < maxLines - 2) {
      return `${msg}${skippedMsg}\n${res}\n...${other}\n...`;
    }
  }

  return `${msg}${skipped ? skippedMsg : ""}\n${res}${other}${end}${indicator}`;
}

interface AssertionErrorOptions {
  message?: string | Error;
  actual?: unknown;
  expected?: unknown;
  operator?: string;
}

// The message AssertionError's constructor makes of its options.
function assertionMessage(options: AssertionErrorOptions, actualShown: string | undefined,
                          expectedShown: string | undefined): string {
  const message = options.message;
  const operator = options.operator ?? "";
  const actual = options.actual;
  const expected = options.expected;
  if (message != null) {
    if (operator === "deepStrictEqual" || operator === "strictEqual") {
      return createErrDiff(actual, expected, operator, String(message),
                           actualShown ?? inspectValue(actual), expectedShown ?? inspectValue(expected));
    }
    return String(message);
  }
  if (operator === "deepStrictEqual" || operator === "strictEqual") {
    return createErrDiff(actual, expected, operator, "",
                         actualShown ?? inspectValue(actual), expectedShown ?? inspectValue(expected));
  }
  if (operator === "notDeepStrictEqual" || operator === "notStrictEqual") {
    let base = readableOperator(operator);
    const res = inspectValue(actual).split("\n");
    if (operator === "notStrictEqual" && (isObject(actual) || typeof actual === "function")) {
      base = readableOperator("notStrictEqualObject");
    }
    if (res.length > 50) {
      res[46] = "...";
      while (res.length > 47) res.pop();
    }
    if (res.length === 1) return `${base}${res[0].length > 5 ? "\n\n" : " "}${res[0]}`;
    return `${base}\n\n${res.join("\n")}\n`;
  }
  let res = inspectValue(actual);
  let other = inspectValue(expected);
  const knownOperator = readableOperator(operator);
  if (operator === "notDeepEqual" && res === other) {
    res = `${knownOperator}\n\n${res}`;
    if (res.length > 1024) res = `${res.slice(0, 1021)}...`;
    return res;
  }
  if (res.length > 512) res = `${res.slice(0, 509)}...`;
  if (other.length > 512) other = `${other.slice(0, 509)}...`;
  if (operator === "deepEqual") {
    res = `${knownOperator}\n\n${res}\n\nshould loosely deep-equal\n\n`;
  } else {
    const newOp = readableOperator(`${operator}Unequal`);
    if (newOp !== "") res = `${newOp}\n\n${res}\n\nshould not loosely deep-equal\n\n`;
    else other = ` ${operator} ${other}`;
  }
  return `${res}${other}`;
}

class AssertionError extends Error {
  generatedMessage: boolean;
  code: string;
  actual: unknown;
  expected: unknown;
  operator: string;

  constructor(options: AssertionErrorOptions) {
    super(assertionMessage(options, undefined, undefined));
    this.generatedMessage = !options.message;
    this.code = "ERR_ASSERTION";
    this.actual = options.actual;
    this.expected = options.expected;
    this.operator = options.operator ?? "";
    this.name = "AssertionError";
  }

  toString(): string {
    return `${this.name} [${this.code}]: ${this.message}`;
  }
}

// An AssertionError whose message was made already.
function assertionError(message: string, generated: boolean, actual: unknown, expected: unknown,
                        operator: string): AssertionError {
  const err = new AssertionError({ message: message, actual: actual, expected: expected, operator: "fail" });
  err.generatedMessage = generated;
  err.operator = operator;
  return err;
}

function innerFail(actual: unknown, expected: unknown, message: string | Error | undefined, operator: string): never {
  if (message instanceof Error) throw message;
  throw new AssertionError({ actual: actual, expected: expected, message: message, operator: operator });
}

// ---- ok ---------------------------------------------------------------------

// What Node shows for a falsy value without a message: the source of the
// call (callSource, from the checker), else the value.
function innerOk(value: unknown, message: string | Error | undefined, callSource: string | undefined): void {
  if (value) return;
  let msg: string;
  let generated = false;
  if (message == null) {
    generated = true;
    msg = callSource !== undefined
      ? `The expression evaluated to a falsy value:\n\n  ${callSource}\n`
      : `The expression evaluated to a falsy value:\n\n  assert.ok(${inspect(value, 2, false, 80, 3, false, 100, 10000)})\n`;
  } else if (message instanceof Error) {
    throw message;
  } else {
    msg = message;
  }
  const err = new AssertionError({ actual: value, expected: true, message: msg, operator: "==" });
  err.generatedMessage = generated;
  throw err;
}

function ok(value: unknown, message?: string | Error, callSource?: string): asserts value {
  innerOk(value, message, callSource);
}

// ---- equality ------------------------------------------------------------------

function isNaNValue(v: unknown): boolean {
  return typeof v === "number" && v !== v;
}

// Object.is
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number") {
    if (a !== a) return b !== b;
    if (a === 0 && b === 0) return 1 / a === 1 / b;
    return a === b;
  }
  return a === b;
}

function equal(actual: unknown, expected: unknown, message?: string | Error): void {
  // eslint-disable-next-line eqeqeq
  if ((actual as any) != (expected as any) && (!isNaNValue(actual) || !isNaNValue(expected))) {
    innerFail(actual, expected, message, "==");
  }
}

function notEqual(actual: unknown, expected: unknown, message?: string | Error): void {
  if ((actual as any) == (expected as any) || (isNaNValue(actual) && isNaNValue(expected))) {
    innerFail(actual, expected, message, "!=");
  }
}

function strictEqual<T>(actual: unknown, expected: T, message?: string | Error): asserts actual is T {
  if (!sameValue(actual, expected)) innerFail(actual, expected, message, "strictEqual");
}

function notStrictEqual(actual: unknown, expected: unknown, message?: string | Error): void {
  if (sameValue(actual, expected)) innerFail(actual, expected, message, "notStrictEqual");
}

function deepEqual(actual: unknown, expected: unknown, message?: string | Error): void {
  if (!isDeepEqual(actual, expected, false)) innerFail(actual, expected, message, "deepEqual");
}

function notDeepEqual(actual: unknown, expected: unknown, message?: string | Error): void {
  if (isDeepEqual(actual, expected, false)) innerFail(actual, expected, message, "notDeepEqual");
}

function deepStrictEqual<T>(actual: unknown, expected: T, message?: string | Error): asserts actual is T {
  if (!isDeepEqual(actual, expected, true)) innerFail(actual, expected, message, "deepStrictEqual");
}

function notDeepStrictEqual(actual: unknown, expected: unknown, message?: string | Error): void {
  if (isDeepEqual(actual, expected, true)) innerFail(actual, expected, message, "notDeepStrictEqual");
}

// ---- fail, match, ifError ----------------------------------------------------

function fail(message?: string | Error): never {
  if (message instanceof Error) throw message;
  const err = new AssertionError({ message: message ?? "Failed", operator: "fail" });
  err.generatedMessage = message === undefined;
  throw err;
}

function internalMatch(str: unknown, regexp: RegExp, message: string | Error | undefined, match: boolean): void {
  if (typeof str !== "string" || regexp.test(str) !== match) {
    if (message instanceof Error) throw message;
    const generated = !message;
    const msg = message || (typeof str !== "string"
      ? `The "string" argument must be of type string. Received type ${typeof str} (${inspect(str, 2, false, 80, 3, false, 100, 10000)})`
      : (match ? "The input did not match the regular expression "
               : "The input was expected to not match the regular expression ") +
        `${String(regexp)}. Input:\n\n${inspect(str, 2, false, 80, 3, false, 100, 10000)}\n`);
    throw assertionError(msg, generated, str, regexp, match ? "match" : "doesNotMatch");
  }
}

function match(string: string, regexp: RegExp, message?: string | Error): void {
  internalMatch(string, regexp, message, true);
}

function doesNotMatch(string: string, regexp: RegExp, message?: string | Error): void {
  internalMatch(string, regexp, message, false);
}

function ifError(err: unknown): void {
  if (err === null || err === undefined) return;
  let message = "ifError got unwanted exception: ";
  const m: unknown = isObject(err) ? (err as any).message : undefined;
  if (typeof m === "string") {
    message += m.length === 0 ? nameOf(err) : m;
  } else {
    message += inspect(err, 2, false, 80, 3, false, 100, 10000);
  }
  throw assertionError(message, false, err, null, "ifError");
}

// ---- throws, rejects --------------------------------------------------------

// The properties of obj named keys (those it has), the value of actual
// instead where that is a string the RegExp of obj matches: what a failed
// comparison with a validation object shows (Node's class Comparison).
function comparison(obj: unknown, ks: string[], actual: unknown): string {
  const shown: Record<string, unknown> = {};
  for (const key of ks) {
    const v: unknown = (obj as any)[key];
    if (!hasOwn(obj, key) && v === undefined) continue;
    const av: unknown = actual === undefined ? undefined : (actual as any)[key];
    if (typeof av === "string" && v instanceof RegExp && v.test(av)) shown[key] = av;
    else shown[key] = v;
  }
  return "Comparison " + inspectValue(shown);
}

function compareExceptionKey(actual: unknown, expected: unknown, key: string, message: string | Error | undefined,
                             ks: string[], fnName: string): void {
  const av: unknown = (actual as any)[key];
  if ((!hasOwn(actual, key) && av === undefined) || !isDeepEqual(av, (expected as any)[key], true)) {
    if (!message) {
      const a = comparison(actual, ks, undefined);
      const b = comparison(expected, ks, actual);
      const err = assertionError(createErrDiff(actual, expected, "deepStrictEqual", "", a, b), true, actual, expected, fnName);
      throw err;
    }
    innerFail(actual, expected, message, fnName);
  }
}

function expectedException(actual: unknown, expected: any, message: string | Error | undefined, fnName: string): void {
  let generated = false;
  let msg = message instanceof Error ? "" : message ?? "";
  const ek = kind(expected);
  if (ek !== K_CLASS && ek !== K_FUNCTION) {
    const re: unknown = expected;
    if (re instanceof RegExp) {
      const str = String(actual);
      if (re.test(str)) return;
      if (!message) {
        generated = true;
        msg = "The input did not match the regular expression " +
          `${String(re)}. Input:\n\n${inspect(str, 2, false, 80, 3, false, 100, 10000)}\n`;
      } else if (message instanceof Error) {
        throw message;
      }
    } else if (!isObject(actual)) {
      if (message instanceof Error) throw message;
      const err = new AssertionError({ actual: actual, expected: expected, message: message, operator: "deepStrictEqual" });
      err.operator = fnName;
      throw err;
    } else {
      const ks = keys(expected);
      if (ek === K_ERROR) {
        ks.push("name", "message");
      } else if (ks.length === 0) {
        const e = new TypeError(`The argument 'error' may not be an empty object. Received ${inspect(expected, 2, false, 80, 3, false, 100, 10000)}`);
        throw e;
      }
      for (const key of ks) {
        const av: unknown = (actual as any)[key];
        const ev: unknown = expected[key];
        if (typeof av === "string" && ev instanceof RegExp && ev.test(av)) continue;
        compareExceptionKey(actual, expected, key, message, ks, fnName);
      }
      return;
    }
  } else if (ek === K_CLASS && instanceOf(actual, expected)) {
    return;
  } else if (ek === K_CLASS && extendsError(expected)) {
    if (!message) {
      generated = true;
      msg = `The error is expected to be an instance of "${nameOf(expected)}". Received `;
      if (kind(actual) === K_ERROR) {
        const name = nameOf(actual);
        if (nameOf(expected) === name) msg += "an error with identical name but a different prototype.";
        else msg += `"${name}"`;
        const m: unknown = (actual as any).message;
        if (m) msg += `\n\nError message:\n\n${String(m)}`;
      } else {
        msg += `"${inspect(actual, -1, false, 80, 3, false, 100, 10000)}"`;
      }
    } else if (message instanceof Error) {
      throw message;
    }
  } else {
    // a validation function (or a class that does not extend Error, called as one)
    const res: unknown = expected(actual);
    if (res === true) return;
    if (!message) {
      generated = true;
      const name = nameOf(expected);
      msg = `The ${name ? `"${name}" ` : ""}validation function is expected to return "true". Received ${inspect(res, 2, false, 80, 3, false, 100, 10000)}`;
      if (kind(actual) === K_ERROR) msg += `\n\nCaught error:\n\n${String(actual)}`;
    } else if (message instanceof Error) {
      throw message;
    }
  }
  throw assertionError(msg, generated, actual, expected, fnName);
}

// throws(fn, message) or throws(fn, error, message): error a class, a RegExp,
// a validation function or an object of properties; a string is the message.
function expectsError(fnName: string, threw: boolean, actual: unknown, errorIn: any,
                      messageIn: string | Error | undefined): void {
  let error: any = errorIn;
  let message = messageIn;
  if (typeof error === "string") {
    message = error;
    error = undefined;
  }
  if (!threw) {
    let details = "";
    const name: unknown = error !== undefined && error !== null ? nameOf(error) : "";
    if (name) details += ` (${String(name)})`;
    details += message ? `: ${message instanceof Error ? message.message : message}` : ".";
    const fnType = fnName === "rejects" ? "rejection" : "exception";
    throw assertionError(`Missing expected ${fnType}${details}`, false, undefined, error, fnName);
  }
  if (error === undefined || error === null) return;
  expectedException(actual, error, message, fnName);
}

function hasMatchingError(actual: unknown, expected: any): boolean {
  const ek = kind(expected);
  if (ek !== K_CLASS && ek !== K_FUNCTION) {
    const re: unknown = expected;
    if (re instanceof RegExp) return re.test(String(actual));
    throw new TypeError(`The "expected" argument must be of type function or an instance of RegExp. Received ${inspect(expected, 0, false, 80, 3, false, 100, 10000)}`);
  }
  if (ek === K_CLASS && instanceOf(actual, expected)) return true;
  if (ek === K_CLASS && extendsError(expected)) return false;
  const res: unknown = expected(actual);
  return res === true;
}

function expectsNoError(fnName: string, threw: boolean, actual: unknown, errorIn: any,
                        messageIn: string | Error | undefined): void {
  if (!threw) return;
  let error: any = errorIn;
  let message = messageIn;
  if (typeof error === "string") {
    message = error;
    error = undefined;
  }
  if (error === undefined || error === null || hasMatchingError(actual, error)) {
    const details = message ? `: ${message instanceof Error ? message.message : message}` : ".";
    const fnType = fnName === "doesNotReject" ? "rejection" : "exception";
    const am: unknown = isObject(actual) ? (actual as any).message : undefined;
    throw assertionError(`Got unwanted ${fnType}${details}\nActual message: "${String(am)}"`, false, actual, error, fnName);
  }
  throw actual;
}

function throws(block: () => unknown, message?: string): void;
function throws(block: () => unknown, error: (thrown: unknown) => boolean, message?: string | Error): void;
function throws(block: () => unknown, error: any, message?: string | Error): void;
function throws(block: () => unknown, error?: any, message?: string | Error): void {
  let actual: unknown = undefined;
  let threw = false;
  try {
    block();
  } catch (e) {
    actual = e;
    threw = true;
  }
  expectsError("throws", threw, actual, error, message);
}

function doesNotThrow(block: () => unknown, message?: string): void;
function doesNotThrow(block: () => unknown, error: (thrown: unknown) => boolean, message?: string | Error): void;
function doesNotThrow(block: () => unknown, error: any, message?: string | Error): void;
function doesNotThrow(block: () => unknown, error?: any, message?: string | Error): void {
  let actual: unknown = undefined;
  let threw = false;
  try {
    block();
  } catch (e) {
    actual = e;
    threw = true;
  }
  expectsNoError("doesNotThrow", threw, actual, error, message);
}

// The promise of rejects()/doesNotReject(): given, or returned by the function.
function promiseOf(fnName: string, block: any): any {
  if (kind(block) === K_FUNCTION) {
    const p: any = block();
    if (kind(p) !== K_PROMISE) {
      throw new TypeError(`Expected instance of Promise to be returned from the "promiseFn" function but got ${inspect(p, 0, false, 80, 3, false, 100, 10000)}.`);
    }
    return p;
  }
  if (kind(block) !== K_PROMISE) {
    throw new TypeError(`The "promiseFn" argument must be of type function or an instance of Promise. Received ${inspect(block, 0, false, 80, 3, false, 100, 10000)}`);
  }
  return block;
}

function rejects(block: any, message?: string): Promise<void>;
function rejects(block: any, error: (thrown: unknown) => boolean, message?: string | Error): Promise<void>;
function rejects(block: any, error: any, message?: string | Error): Promise<void>;
async function rejects(block: any, error?: any, message?: string | Error): Promise<void> {
  let actual: unknown = undefined;
  let threw = false;
  try {
    await promiseOf("rejects", block);
  } catch (e) {
    actual = e;
    threw = true;
  }
  expectsError("rejects", threw, actual, error, message);
}

function doesNotReject(block: any, message?: string): Promise<void>;
function doesNotReject(block: any, error: (thrown: unknown) => boolean, message?: string | Error): Promise<void>;
function doesNotReject(block: any, error: any, message?: string | Error): Promise<void>;
async function doesNotReject(block: any, error?: any, message?: string | Error): Promise<void> {
  let actual: unknown = undefined;
  let threw = false;
  try {
    await promiseOf("doesNotReject", block);
  } catch (e) {
    actual = e;
    threw = true;
  }
  expectsNoError("doesNotReject", threw, actual, error, message);
}

// ---- the strict variant: equal is strictEqual, deepEqual deepStrictEqual --------

function strict(value: unknown, message?: string | Error, callSource?: string): asserts value {
  innerOk(value, message, callSource);
}

namespace strict {
  export import ok = ok_;
  export import equal = strictEqual_;
  export import notEqual = notStrictEqual_;
  export import deepEqual = deepStrictEqual_;
  export import notDeepEqual = notDeepStrictEqual_;
  export import strictEqual = strictEqual_;
  export import notStrictEqual = notStrictEqual_;
  export import deepStrictEqual = deepStrictEqual_;
  export import notDeepStrictEqual = notDeepStrictEqual_;
  export import throws = throws_;
  export import doesNotThrow = doesNotThrow_;
  export import rejects = rejects_;
  export import doesNotReject = doesNotReject_;
  export import fail = fail_;
  export import match = match_;
  export import doesNotMatch = doesNotMatch_;
  export import ifError = ifError_;
  export import AssertionError = AssertionError_;
  export import strict = strict_;
}

// The namespaces' members are the functions above under other names (a
// member `ok` cannot name the `ok` outside its namespace).
import ok_ = ok;
import equal_ = equal;
import notEqual_ = notEqual;
import deepEqual_ = deepEqual;
import notDeepEqual_ = notDeepEqual;
import strictEqual_ = strictEqual;
import notStrictEqual_ = notStrictEqual;
import deepStrictEqual_ = deepStrictEqual;
import notDeepStrictEqual_ = notDeepStrictEqual;
import throws_ = throws;
import doesNotThrow_ = doesNotThrow;
import rejects_ = rejects;
import doesNotReject_ = doesNotReject;
import fail_ = fail;
import match_ = match;
import doesNotMatch_ = doesNotMatch;
import ifError_ = ifError;
import AssertionError_ = AssertionError;
import strict_ = strict;

function assert(value: unknown, message?: string | Error, callSource?: string): asserts value {
  innerOk(value, message, callSource);
}

namespace assert {
  export import ok = ok_;
  export import equal = equal_;
  export import notEqual = notEqual_;
  export import deepEqual = deepEqual_;
  export import notDeepEqual = notDeepEqual_;
  export import strictEqual = strictEqual_;
  export import notStrictEqual = notStrictEqual_;
  export import deepStrictEqual = deepStrictEqual_;
  export import notDeepStrictEqual = notDeepStrictEqual_;
  export import throws = throws_;
  export import doesNotThrow = doesNotThrow_;
  export import rejects = rejects_;
  export import doesNotReject = doesNotReject_;
  export import fail = fail_;
  export import match = match_;
  export import doesNotMatch = doesNotMatch_;
  export import ifError = ifError_;
  export import AssertionError = AssertionError_;
  export import strict = strict_;
}

export default assert;
export {
  ok, equal, notEqual, deepEqual, notDeepEqual, strictEqual, notStrictEqual, deepStrictEqual, notDeepStrictEqual,
  throws, doesNotThrow, rejects, doesNotReject, fail, match, doesNotMatch, ifError, AssertionError, strict,
};
