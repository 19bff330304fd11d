// new.target.name in a constructor: the name of the class being constructed
// (the usual way custom errors set their name).
class AppError extends Error {
  constructor(message: string, readonly status = 500) {
    super(message);
    this.name = new.target.name;
  }
}
class NotFound extends AppError { constructor(what: string) { super(`${what} not found`, 404); } }
class Invalid extends AppError {}
const errs = [new AppError("x"), new NotFound("user"), new Invalid("bad", 422)];
for (const e of errs) console.log(e.name, e.message, e.status, String(e), e instanceof AppError);
try { throw new NotFound("page"); } catch (e) { if (e instanceof Error) console.log(`${e.name}: ${e.message}`); }
