// A subclass of Error checks its own constructor's parameters.
class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
    this.name = "HttpError";
  }
}
throw new HttpError("404", "not found"); // expect error: Argument of type 'string' is not assignable to parameter of type 'number'.
