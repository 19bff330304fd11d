// Validation with a Result type, generic combinators and error subclasses.
type Ok<T> = { ok: true; value: T };
type Err<E> = { ok: false; error: E };
type Result<T, E = string> = Ok<T> | Err<E>;

const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
const err = <E>(error: E): Err<E> => ({ ok: false, error });

function map<T, U, E>(r: Result<T, E>, f: (t: T) => U): Result<U, E> {
  return r.ok ? ok(f(r.value)) : r;
}
function andThen<T, U, E>(r: Result<T, E>, f: (t: T) => Result<U, E>): Result<U, E> {
  return r.ok ? f(r.value) : r;
}
function collect<T, E>(rs: Result<T, E>[]): Result<T[], E[]> {
  const vals: T[] = [];
  const errs: E[] = [];
  for (const r of rs) {
    if (r.ok) vals.push(r.value);
    else errs.push(r.error);
  }
  return errs.length ? err(errs) : ok(vals);
}

class ValidationError extends Error {
  constructor(readonly field: string, message: string, options?: { cause?: unknown }) {
    super(`${field}: ${message}`, options);
    this.name = "ValidationError";
  }
}

interface Signup { email: string; age: number; password: string; tags: string[] }

const parseEmail = (s: unknown): Result<string, ValidationError> => {
  if (typeof s !== "string") return err(new ValidationError("email", "must be a string"));
  const m = /^([^@\s]+)@([^@\s]+\.[a-z]{2,})$/i.exec(s.trim());
  return m ? ok(`${m[1]}@${m[2].toLowerCase()}`) : err(new ValidationError("email", `invalid address "${s}"`));
};
const parseAge = (s: unknown): Result<number, ValidationError> => {
  const n = typeof s === "number" ? s : typeof s === "string" ? Number(s) : NaN;
  if (!Number.isInteger(n)) return err(new ValidationError("age", `not an integer: ${JSON.stringify(s)}`));
  if (n < 13 || n > 130) return err(new ValidationError("age", `out of range: ${n}`));
  return ok(n);
};
const parsePassword = (s: unknown): Result<string, ValidationError> => {
  if (typeof s !== "string") return err(new ValidationError("password", "missing"));
  const problems: [boolean, string][] = [
    [s.length >= 8, "at least 8 characters"],
    [/[A-Z]/.test(s), "an upper-case letter"],
    [/\d/.test(s), "a digit"],
  ];
  const missing = problems.filter(([good]) => !good).map(([, what]) => what);
  return missing.length ? err(new ValidationError("password", "needs " + missing.join(", "))) : ok(s);
};
const parseTags = (s: unknown): Result<string[], ValidationError> => {
  if (s === undefined) return ok([]);
  if (!Array.isArray(s)) return err(new ValidationError("tags", "must be an array"));
  const tags: string[] = [];
  for (const [i, t] of s.entries()) {
    if (typeof t !== "string" || !t) return err(new ValidationError(`tags[${i}]`, "must be a non-empty string"));
    tags.push(t.toLowerCase());
  }
  return ok([...new Set(tags)].sort());
};

function validate(raw: string): Result<Signup, string[]> {
  let data: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return err(["body: must be an object"]);
    data = parsed as Record<string, unknown>;
  } catch (e) {
    const wrapped = new ValidationError("body", "not JSON", { cause: e });
    return err([wrapped.message + " (" + (wrapped.cause instanceof SyntaxError ? "SyntaxError" : "?") + ")"]);
  }
  const email = parseEmail(data.email);
  const age = parseAge(data.age);
  const password = parsePassword(data.password);
  const tags = parseTags(data.tags);
  const errors = [email, age, password, tags].filter((r): r is Err<ValidationError> => !r.ok).map((r) => r.error.message);
  if (email.ok && age.ok && password.ok && tags.ok)
    return ok({ email: email.value, age: age.value, password: password.value, tags: tags.value });
  return err(errors);
}

const inputs = [
  `{"email":"Ada@Example.COM","age":36,"password":"Analytical1","tags":["Math","math","Engines"]}`,
  `{"email":"nope","age":"12","password":"short"}`,
  `{"email":42,"age":40.5,"password":"LongEnough9","tags":["ok",""]}`,
  `[1,2,3]`,
  `{"email": "x@y.io", "age": "77", "password": "Passw0rdPassw0rd", "tags": "a"}`,
  `{bad`,
];
for (const raw of inputs) {
  const r = validate(raw);
  if (r.ok) console.log("OK  ", r.value);
  else console.log("FAIL", r.error);
}

const ages = collect(["20", "x", "300", "45"].map(parseAge));
if (ages.ok) console.log(ages.value);
else console.log(ages.error.map((e) => [e.field, e.message, e instanceof ValidationError, e.name]));
const doubled = map(parseAge("21"), (n) => n * 2);
const chained = andThen(parseEmail(" grace@navy.mil "), (e) => (e.endsWith(".mil") ? ok(e.toUpperCase()) : err(new ValidationError("email", "civilian"))));
console.log(doubled, chained.ok && chained.value);
const e = new ValidationError("x", "y");
console.log(e instanceof Error, String(e), e.stack?.split("\n")[0]);
