// Custom error classes that set `name` (a field, or in the constructor):
// what String, toString, JSON.stringify, Object.keys and spreads see.
class ValidationError extends Error {
  name = "ValidationError";
  constructor(message: string, public field: string) {
    super(message);
  }
}
class HttpError extends Error {
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "HttpError";
    this.status = status;
  }
}
class NotFound extends HttpError {
  constructor(what: string) {
    super(404, `${what} not found`);
    this.name = "NotFound";
  }
}
class Plain extends Error {}

const errors = [new ValidationError("bad email", "email"), new HttpError(500, "boom"), new NotFound("user"), new Plain("plain")];
for (const e of errors) {
  console.log(String(e), "|", e.toString(), "|", `${e}`);
  console.log(JSON.stringify(e), Object.keys(e), e.name, e.message);
  console.log({ ...e });
  console.log(Object.entries(e));
}

const v = new ValidationError("too short", "password");
console.log({ ...v });
console.log({ ...v, field: "pw", retry: true });
const h = new HttpError(503, "unavailable");
const copy = { at: "login", ...h };
console.log(copy, copy.status);
console.log(JSON.stringify({ error: h, list: [v] }));

function describe(err: unknown): string {
  if (err instanceof NotFound) return `not found: ${err.message} (${err.status})`;
  if (err instanceof HttpError) return `http ${err.status}: ${err.name}`;
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  return String(err);
}
for (const e of errors) {
  try {
    throw e;
  } catch (caught) {
    console.log(describe(caught));
  }
}
