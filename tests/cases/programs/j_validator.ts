// A small schema validator for JSON-like data, with a fluent builder.
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

type Issue = { path: string; message: string };

abstract class Schema<T> {
  protected optionalFlag = false;
  protected description?: string;

  abstract readonly kind: string;
  protected abstract check(value: unknown, path: string, issues: Issue[]): value is T;

  optional(): this {
    this.optionalFlag = true;
    return this;
  }

  describe(text: string): this {
    this.description = text;
    return this;
  }

  validate(value: unknown, path = "$"): Issue[] {
    const issues: Issue[] = [];
    if (value === undefined) {
      if (!this.optionalFlag) issues.push({ path, message: "is required" });
      return issues;
    }
    this.check(value, path, issues);
    return issues;
  }

  is(value: unknown): value is T {
    return this.validate(value).length === 0;
  }

  toString(): string {
    return `${this.kind}${this.optionalFlag ? "?" : ""}${this.description ? ` /* ${this.description} */` : ""}`;
  }
}

class StringSchema extends Schema<string> {
  readonly kind = "string";
  private rules: Array<[test: (s: string) => boolean, message: string]> = [];
  min(n: number): this {
    this.rules.push([(s) => s.length >= n, `must have at least ${n} characters`]);
    return this;
  }
  pattern(re: RegExp, what = re.source): this {
    this.rules.push([(s) => re.test(s), `must match ${what}`]);
    return this;
  }
  oneOf(...options: string[]): this {
    this.rules.push([(s) => options.includes(s), `must be one of ${options.map((o) => `"${o}"`).join(" | ")}`]);
    return this;
  }
  protected check(v: unknown, path: string, issues: Issue[]): v is string {
    if (typeof v !== "string") {
      issues.push({ path, message: `expected string, got ${describeType(v)}` });
      return false;
    }
    const before = issues.length;
    for (const [test, message] of this.rules) if (!test(v)) issues.push({ path, message });
    return issues.length === before;
  }
}

class NumberSchema extends Schema<number> {
  readonly kind = "number";
  private lo = -Infinity;
  private hi = Infinity;
  private int = false;
  range(lo: number, hi: number): this {
    [this.lo, this.hi] = [lo, hi];
    return this;
  }
  integer(): this {
    this.int = true;
    return this;
  }
  protected check(v: unknown, path: string, issues: Issue[]): v is number {
    if (typeof v !== "number" || Number.isNaN(v)) {
      issues.push({ path, message: `expected number, got ${describeType(v)}` });
      return false;
    }
    if (this.int && !Number.isInteger(v)) issues.push({ path, message: `expected an integer, got ${v}` });
    if (v < this.lo || v > this.hi) issues.push({ path, message: `must be within [${this.lo}, ${this.hi}]` });
    return true;
  }
}

class ArraySchema<T> extends Schema<T[]> {
  readonly kind: string;
  constructor(private readonly item: Validatable, private readonly maxLen = Infinity) {
    super();
    this.kind = `${item.kind}[]`;
  }
  protected check(v: unknown, path: string, issues: Issue[]): v is T[] {
    if (!Array.isArray(v)) {
      issues.push({ path, message: `expected array, got ${describeType(v)}` });
      return false;
    }
    if (v.length > this.maxLen) issues.push({ path, message: `has ${v.length} items, at most ${this.maxLen} allowed` });
    v.forEach((x, i) => issues.push(...this.item.validate(x, `${path}[${i}]`)));
    return true;
  }
}

interface Validatable {
  readonly kind: string;
  validate(value: unknown, path?: string): Issue[];
  toString(): string;
}
type Shape = Record<string, Validatable>;

class ObjectSchema extends Schema<Record<string, unknown>> {
  readonly kind = "object";
  constructor(private readonly shape: Shape, private readonly strict = false) {
    super();
  }
  protected check(v: unknown, path: string, issues: Issue[]): v is Record<string, unknown> {
    if (typeof v !== "object" || v === null || Array.isArray(v)) {
      issues.push({ path, message: `expected object, got ${describeType(v)}` });
      return false;
    }
    const obj = v as Record<string, unknown>;
    for (const [key, schema] of Object.entries(this.shape)) issues.push(...schema.validate(obj[key], `${path}.${key}`));
    if (this.strict) {
      const extra = Object.keys(obj).filter((k) => !(k in this.shape));
      if (extra.length) issues.push({ path, message: `unexpected key${extra.length > 1 ? "s" : ""} ${extra.join(", ")}` });
    }
    return true;
  }
  override toString(): string {
    const fields = Object.entries(this.shape).map(([k, s]) => `${k}: ${s}`);
    return `{ ${fields.join("; ")} }`;
  }
}

function describeType(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}

function arrayOf<T>(item: Validatable, max?: number): ArraySchema<T> {
  return new ArraySchema(item, max);
}

const s = {
  string: () => new StringSchema(),
  number: () => new NumberSchema(),
  object: (shape: Shape, strict?: boolean) => new ObjectSchema(shape, strict),
};

const user = s.object(
  {
    name: s.string().min(2).describe("display name"),
    email: s.string().pattern(/^[^@\s]+@[^@\s]+\.\w+$/, "an email address"),
    age: s.number().integer().range(0, 150).optional(),
    role: s.string().oneOf("admin", "editor", "viewer"),
    tags: arrayOf<string>(s.string().min(1), 3).optional(),
    address: s.object({ city: s.string(), zip: s.string().pattern(/^\d{5}$/) }).optional(),
  },
  true,
);

console.log(String(user));
const inputs: Json[] = [
  { name: "Ada", email: "ada@example.com", role: "admin", tags: ["math", "engines"] },
  { name: "B", email: "nope", age: 200.5, role: "root", tags: ["", "x", "y", "z"], extra: true },
  { name: "Cy", email: "cy@ex.io", role: "viewer", address: { city: "Oslo", zip: "12ab" } },
  { email: null, role: "editor", address: [] },
  [1, 2, 3],
  "just a string",
  null,
];
inputs.forEach((input, i) => {
  const issues = user.validate(input);
  const head = `input ${i} (${describeType(input)}):`;
  if (issues.length === 0) console.log(head, "valid");
  else console.log([head, ...issues.map(({ path, message }) => `  ${path} ${message}`)].join("\n"));
});
const nums = arrayOf<number>(s.number().range(0, 10));
console.log(nums.is([1, 2, 3]), nums.is([1, 20]), nums.is("x"), String(nums), String(s.number().optional().describe("n")));
const parsed: Json = JSON.parse('{"name":"Dee","email":"d@e.fg","role":"editor","age":41}');
console.log(user.is(parsed), JSON.stringify(parsed, null, 1).split("\n").length);
