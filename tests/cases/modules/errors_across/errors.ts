export class ValidationError extends Error {
  constructor(message: string, public field: string) {
    super(message);
    this.name = "ValidationError";
  }
}

export function parseAge(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n)) throw new ValidationError(`not a whole number: ${text}`, "age");
  if (n < 0) throw new RangeError("age below zero");
  return n;
}
