class AppError extends Error {
  constructor(message: string, public readonly code: number) {
    super(message);
    this.name = new.target.name;
    Object.setPrototypeOf(this, new.target.prototype);
    if (Error.captureStackTrace) Error.captureStackTrace(this, AppError);
  }
}
class DbError extends AppError {}
class ValidationError extends Error {
  constructor(public field: string) {
    super(`invalid ${field}`);
    this.name = "ValidationError";
    Object.setPrototypeOf(this, ValidationError.prototype);
    Error.captureStackTrace(this, ValidationError);
  }
  describe() { return `${this.name}(${this.field})`; }
}
try { throw new DbError("conn lost", 503); } catch (e) {
  if (e instanceof AppError) console.log(e.name, e.code, e.message, e instanceof DbError, typeof e.stack);
}
try { throw new ValidationError("email"); } catch (e) {
  if (e instanceof ValidationError) console.log(e.describe(), e.message, e instanceof Error);
}
console.log(Object.prototype.toString.call(new DbError("x", 1)), `${new DbError("y", 2)}`, String(new ValidationError("f")));
