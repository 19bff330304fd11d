// Error handling: custom hierarchy, cause, finally ordering, async rejection exit code
class AppError extends Error {
  constructor(message: string, readonly status = 500, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}
class NotFound extends AppError { constructor(what: string) { super(`${what} not found`, 404); } }
class Invalid extends AppError {}
function risky(n: number): number {
  switch (n % 4) {
    case 0: throw new NotFound("item " + n);
    case 1: throw new Invalid("bad " + n, 422, { cause: new TypeError("inner") });
    case 2: throw "a string";
    default: return n * 2;
  }
}
const trace: string[] = [];
for (let i = 0; i < 5; i++) {
  try {
    trace.push(`ok ${risky(i)}`);
  } catch (e) {
    if (e instanceof NotFound) trace.push(`404 ${e.message} ${e.name} ${e.status}`);
    else if (e instanceof AppError) trace.push(`${e.status} ${e.name}: ${e.message} cause=${(e.cause as Error).message}`);
    else trace.push(`other ${typeof e} ${String(e)}`);
  } finally {
    trace.push(`finally ${i}`);
  }
}
console.log(trace.join("\n"));
function order(): string[] {
  const out: string[] = [];
  const f = () => {
    try { out.push("try"); return out.push("return-expr"); }
    finally { out.push("finally"); }
  };
  out.push(`f=${f()}`);
  return out;
}
console.log(order());
function rethrow() {
  try { JSON.parse("{"); }
  catch (e) { throw new AppError("config broken", 500, { cause: e }); }
}
try { rethrow(); } catch (e) {
  const err = e as AppError;
  console.log(err.name, err.message, err.cause instanceof SyntaxError, err instanceof Error);
}
const e1 = new NotFound("user");
console.log(`${e1}`, e1.toString(), e1.stack?.split("\n")[0]);
const agg = new AggregateError([new Error("a"), new NotFound("b")], "many");
console.log(agg.message, agg.errors.map(x => (x as Error).message), agg.name);
async function failing(n: number): Promise<number> {
  await null;
  if (n > 2) throw new Invalid("async " + n, 400);
  return n;
}
(async () => {
  const results = await Promise.allSettled([1, 2, 3].map(failing));
  console.log(results.map(r => (r.status === "fulfilled" ? r.value : (r.reason as Error).message)));
  try { await failing(5); } catch (e) { console.log("caught", (e as AppError).status); }
  console.log("before unhandled");
  setTimeout(() => console.log("timer never printed?"), 10);
  await failing(9);
  console.log("not reached");
})();
