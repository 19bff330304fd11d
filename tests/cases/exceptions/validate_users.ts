// Validating user records with a custom error class that carries the field.
class ValidationError extends Error {
  constructor(msg: string, public field: string) {
    super(msg);
    this.name = "ValidationError";
  }
  describe(): string {
    return `${this.field}: ${this.message}`;
  }
}

interface User {
  name: string;
  email: string;
  age: number;
}

function validate(u: User): User {
  if (u.name.trim() === "") throw new ValidationError("name must not be empty", "name");
  if (!u.email.includes("@")) throw new ValidationError(`invalid address '${u.email}'`, "email");
  if (u.age < 0 || u.age > 150) throw new ValidationError("age out of range: " + u.age, "age");
  return u;
}

const users: User[] = [
  { name: "Ada", email: "ada@example.com", age: 36 },
  { name: "  ", email: "blank@example.com", age: 20 },
  { name: "Bob", email: "bob.example.com", age: 41 },
  { name: "Eve", email: "eve@example.com", age: 200 },
  { name: "Zed", email: "zed@example.com", age: 0 },
];

const valid: string[] = [];
const problems: string[] = [];
for (const u of users) {
  try {
    valid.push(validate(u).name);
  } catch (e) {
    if (e instanceof ValidationError) {
      problems.push(e.describe());
      console.log(e.name, "|", e.field, "|", e.message, "|", e instanceof Error);
    } else {
      throw e;
    }
  }
}
console.log("valid:", valid.join(", "));
console.log(problems.length, "problems");
for (const p of problems) console.log(" -", p);
