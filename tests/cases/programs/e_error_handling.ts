// Error handling: custom hierarchy, cause, finally, rethrow
class AppError extends Error {
  readonly code: string;
  constructor(message: string, code: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
  describe(): string {
    return `[${this.code}] ${this.name}: ${this.message}`;
  }
}

class NotFoundError extends AppError {
  constructor(readonly resource: string, readonly key: string | number) {
    super(`${resource} ${key} not found`, "E_NOT_FOUND");
  }
}

class ValidationError extends AppError {
  constructor(readonly issues: string[]) {
    super(`${issues.length} validation issue(s)`, "E_INVALID");
  }
  override describe(): string {
    return `${super.describe()} -> ${this.issues.join("; ")}`;
  }
}

class RetryExhaustedError extends AppError {
  constructor(readonly attempts: number, cause: unknown) {
    super(`gave up after ${attempts} attempts`, "E_RETRY", { cause });
  }
}

interface User {
  id: number;
  name: string;
  email: string;
  age?: number;
}

const users = new Map<number, User>([
  [1, { id: 1, name: "Ada", email: "ada@example.com", age: 36 }],
  [2, { id: 2, name: "Linus", email: "linus@example.org" }],
]);

function findUser(id: number): User {
  const u = users.get(id);
  if (!u) throw new NotFoundError("user", id);
  return u;
}

function validate(input: Partial<User>): User {
  const issues: string[] = [];
  if (!input.name?.trim()) issues.push("name is required");
  if (!input.email || !/^[^@\s]+@[^@\s]+\.\w+$/.test(input.email)) issues.push(`bad email: ${input.email ?? "<none>"}`);
  if (input.age !== undefined && (input.age < 0 || !Number.isInteger(input.age))) issues.push(`bad age: ${input.age}`);
  if (issues.length) throw new ValidationError(issues);
  return { id: input.id ?? users.size + 1, name: input.name!, email: input.email!, age: input.age };
}

function withRetry<T>(fn: (attempt: number) => T, attempts: number): T {
  let last: unknown;
  for (let i = 1; i <= attempts; i++) {
    try {
      return fn(i);
    } catch (e) {
      last = e;
      console.log(`  attempt ${i} failed: ${e instanceof Error ? e.message : e}`);
    }
  }
  throw new RetryExhaustedError(attempts, last);
}

function report(e: unknown): string {
  if (e instanceof ValidationError) return `validation: ${e.describe()}`;
  if (e instanceof NotFoundError) return `missing ${e.resource}#${e.key} (${e.code})`;
  if (e instanceof AppError) {
    let msg = e.describe();
    let cause = e.cause;
    while (cause instanceof Error) {
      msg += ` <- ${cause.name}: ${cause.message}`;
      cause = cause.cause;
    }
    return msg;
  }
  if (e instanceof Error) return `unexpected ${e.name}: ${e.message}`;
  return `non-error thrown: ${String(e)}`;
}

const steps: Array<[string, () => unknown]> = [
  ["find 1", () => findUser(1).name],
  ["find 7", () => findUser(7)],
  ["validate ok", () => validate({ name: "Grace", email: "grace@navy.mil", age: 85 })],
  ["validate bad", () => validate({ name: " ", email: "nope", age: -2.5 })],
  ["retry", () => withRetry((n) => { if (n < 5) throw new Error(`flaky #${n}`); return n; }, 3)],
  ["retry ok", () => withRetry((n) => { if (n < 2) throw new TypeError("warming up"); return `ok on ${n}`; }, 3)],
  ["wrap", () => {
    try {
      JSON.parse("{bad json");
    } catch (e) {
      throw new AppError("config unreadable", "E_CONFIG", { cause: e });
    }
  }],
  ["throw string", () => { throw "plain string"; }],
  ["range", () => new Array<number>(-1)],
];

let cleanups = 0;
for (const [label, fn] of steps) {
  try {
    const r = fn();
    console.log(`${label}: ok ->`, r);
  } catch (e) {
    console.log(`${label}: ${report(e)}`);
  } finally {
    cleanups++;
  }
}
console.log("cleanups", cleanups);

function nested(): string {
  const trail: string[] = [];
  try {
    try {
      trail.push("inner");
      throw new NotFoundError("order", "A-17");
    } finally {
      trail.push("inner finally");
    }
  } catch (e) {
    trail.push(e instanceof AppError ? e.code : "?");
    return trail.join(" > ");
  } finally {
    trail.push("outer finally");
    console.log("trail at finally:", trail.length);
  }
}
console.log(nested());

const e1 = new ValidationError(["x"]);
console.log(e1 instanceof ValidationError, e1 instanceof AppError, e1 instanceof Error, e1.name);
console.log(String(new NotFoundError("file", "a.txt")));
const agg = new AggregateError([new Error("one"), new RangeError("two")], "many failed");
console.log(agg.name, agg.message, agg.errors.length, agg.errors.map((x: Error) => x.name).join(","));
