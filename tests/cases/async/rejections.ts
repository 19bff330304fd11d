// Rejections caught by try/catch around await and by .catch, custom errors,
// errors thrown before the first await, and rethrowing.
class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
    this.name = "HttpError";
  }
}

async function request(path: string): Promise<string> {
  if (path === "") throw new TypeError("empty path"); // before any await: still a rejection
  await new Promise<void>((resolve) => setTimeout(resolve, 2));
  if (path === "/missing") throw new HttpError(404, "not found: " + path);
  if (path === "/boom") throw "a string reason";
  return "body of " + path;
}

async function safeRequest(path: string): Promise<string> {
  try {
    return await request(path);
  } catch (e) {
    if (e instanceof HttpError) return "error " + e.status + " (" + e.message + ")";
    if (e instanceof Error) return e.name + ": " + e.message;
    return "unknown: " + String(e);
  }
}

async function rethrow(): Promise<number> {
  try {
    await request("/missing");
    return 0;
  } catch (e) {
    console.log("logging and rethrowing");
    throw e;
  }
}

async function main(): Promise<void> {
  for (const p of ["/ok", "/missing", "/boom", ""]) console.log(await safeRequest(p));
  const p = request("");
  console.log("request('') returned a promise without throwing");
  await p.catch((e) => console.log("caught later:", e instanceof TypeError, e instanceof Error ? e.message : e));
  try {
    await rethrow();
  } catch (e) {
    console.log("outer caught", e instanceof HttpError ? e.status : -1);
  }
  const results = await Promise.all(["/a", "/missing", "/b"].map((x) => safeRequest(x)));
  console.log(results);
  const err = await rethrow().then(
    () => "resolved?",
    (e) => (e instanceof Error ? "rejected with " + e.name : "?"),
  );
  console.log(err);
}

main().then(() => console.log("main done"));
