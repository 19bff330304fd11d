// A small error hierarchy with methods, extra fields and overrides.
class AppError extends Error {
  constructor(message: string, public code: number) {
    super(message);
    this.name = "AppError";
  }
  isClientError(): boolean {
    return this.code >= 400 && this.code < 500;
  }
  summary(): string {
    return `[${this.code}] ${this.name}: ${this.message}`;
  }
}
class NotFoundError extends AppError {
  constructor(public resource: string) {
    super(resource + " not found", 404);
    this.name = "NotFoundError";
  }
  summary(): string {
    return super.summary() + " (resource " + this.resource + ")";
  }
}
class ServerError extends AppError {
  constructor(message: string, public retryable: boolean) {
    super(message, 500);
    this.name = "ServerError";
  }
}
class Unnamed extends Error {}

function handle(path: string): string {
  if (path === "/") return "home";
  if (path.startsWith("/users/")) throw new NotFoundError("user " + path.slice(7));
  if (path === "/crash") throw new ServerError("database down", true);
  if (path === "/odd") throw new Unnamed("odd path");
  throw new AppError("bad request: " + path, 400);
}

for (const p of ["/", "/users/42", "/crash", "/x", "/odd"]) {
  try {
    console.log(p, "->", handle(p));
  } catch (e) {
    if (e instanceof NotFoundError) console.log(p, "404", e.summary(), e.isClientError());
    else if (e instanceof ServerError) console.log(p, "500", e.summary(), e.retryable, e.isClientError());
    else if (e instanceof AppError) console.log(p, e.code, e.summary(), e instanceof NotFoundError);
    else if (e instanceof Error) console.log(p, "other", e.name, e.message, e instanceof Unnamed, String(e));
  }
}
const list: AppError[] = [new NotFoundError("page"), new ServerError("oops", false), new AppError("teapot", 418)];
console.log(list.map((x) => x.summary()).join(" | "));
console.log(list.filter((x) => x.isClientError()).length);
