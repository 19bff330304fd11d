// Object.defineProperty: an error's name or message (custom errors), and properties
// that are writable, enumerable and configurable.
class NotFound extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    Object.defineProperty(this, "name", { value: "NotFound" });
  }
}
const e = new NotFound("file");
console.log(e.name, String(e), Object.keys(e), JSON.stringify(e), e instanceof NotFound);
try { throw e; } catch (x) { console.log((x as Error).name + ": " + (x as Error).message); }
console.log({ e: [e.name] });
class HttpError extends Error {
  status: number;
  constructor(status: number, msg: string) {
    super(msg);
    this.status = status;
    Object.defineProperty(this, "name", { value: "HttpError", enumerable: false, configurable: true, writable: true });
  }
}
const h = new HttpError(404, "nope");
console.log(h.name, Object.keys(h), JSON.stringify(h), `${h}`);
const o2 = { a: 1, b: 2 };
Object.defineProperty(o2, "b", { value: 3, writable: true, enumerable: true, configurable: true });
console.log(o2);
const e2 = new Error("m");
Object.defineProperty(e2, "message", { value: "changed" });
console.log(e2.message, Object.keys(e2));
class Shown extends Error { constructor() { super("s"); Object.defineProperty(this, "name", { value: "Shown", enumerable: true }); } }
console.log(Object.keys(new Shown()), new Shown().name);
