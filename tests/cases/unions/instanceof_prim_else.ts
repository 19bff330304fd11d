// instanceof narrowing in the false branch when the union also holds a
// primitive: `Dog | Cat | string` minus Dog minus Cat is a string.
class Dog {
  bark(): string {
    return "woof";
  }
}
class Cat {
  meow(): string {
    return "meow";
  }
}
function speak(p: Dog | Cat | string): string {
  if (p instanceof Dog) return p.bark();
  else if (p instanceof Cat) return p.meow();
  else return p.toUpperCase();
}
function label(x: Cat | number | undefined): string {
  if (!(x instanceof Cat)) return x === undefined ? "nothing" : x.toFixed(2);
  return x.meow();
}
console.log(speak(new Dog()), speak(new Cat()), speak("hi"));
console.log(label(undefined), label(2), label(new Cat()));

class ValidationError extends Error {
  constructor(public field: string, message: string) {
    super(message);
    this.name = "ValidationError";
  }
}
function check(input: ValidationError | string): string {
  if (input instanceof ValidationError) return `${input.name} on ${input.field}: ${input.message}`;
  return "ok: " + input.trim();
}
console.log(check(new ValidationError("email", "missing @")), check("  fine "));
