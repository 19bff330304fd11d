// A JSON-schema-like validator: schemas are a discriminated union, values
// come from JSON.parse as `unknown`, and errors carry paths like $.items[2].name.

type Schema =
  | { type: "string"; minLength?: number; maxLength?: number; pattern?: RegExp; enum?: readonly string[] }
  | { type: "number"; min?: number; max?: number; integer?: boolean }
  | { type: "boolean" }
  | { type: "null" }
  | { type: "array"; items: Schema; minItems?: number; unique?: boolean }
  | { type: "object"; properties: { [key: string]: Schema }; required?: string[]; additional?: boolean }
  | { type: "union"; anyOf: Schema[] }
  | { type: "literal"; value: string | number | boolean };

interface ValidationError {
  path: string;
  message: string;
}

const IDENT = /^[A-Za-z_$][\w$]*$/;

function childPath(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return IDENT.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number" && Number.isInteger(value)) return "integer";
  return typeof value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function validate(schema: Schema, value: unknown, path = "$", errors: ValidationError[] = []): ValidationError[] {
  const fail = (message: string): void => {
    errors.push({ path, message });
  };
  switch (schema.type) {
    case "string":
      if (typeof value !== "string") {
        fail(`expected string, got ${describe(value)}`);
        break;
      }
      if (schema.minLength !== undefined && value.length < schema.minLength)
        fail(`length ${value.length} is below ${schema.minLength}`);
      if (schema.maxLength !== undefined && value.length > schema.maxLength)
        fail(`length ${value.length} is above ${schema.maxLength}`);
      if (schema.pattern && !schema.pattern.test(value)) fail(`does not match ${schema.pattern}`);
      if (schema.enum && !schema.enum.includes(value))
        fail(`must be one of ${schema.enum.map((e) => `"${e}"`).join(" | ")}`);
      break;
    case "number":
      if (typeof value !== "number" || Number.isNaN(value)) {
        fail(`expected number, got ${describe(value)}`);
        break;
      }
      if (schema.integer && !Number.isInteger(value)) fail(`${value} is not an integer`);
      if (schema.min !== undefined && value < schema.min) fail(`${value} < ${schema.min}`);
      if (schema.max !== undefined && value > schema.max) fail(`${value} > ${schema.max}`);
      break;
    case "boolean":
      if (typeof value !== "boolean") fail(`expected boolean, got ${describe(value)}`);
      break;
    case "null":
      if (value !== null) fail(`expected null, got ${describe(value)}`);
      break;
    case "literal":
      if (value !== schema.value) fail(`expected ${JSON.stringify(schema.value)}, got ${JSON.stringify(value)}`);
      break;
    case "array": {
      if (!Array.isArray(value)) {
        fail(`expected array, got ${describe(value)}`);
        break;
      }
      if (schema.minItems !== undefined && value.length < schema.minItems)
        fail(`needs at least ${schema.minItems} item(s), has ${value.length}`);
      const seen = new Set<string>();
      value.forEach((item: unknown, i: number) => {
        validate(schema.items, item, childPath(path, i), errors);
        if (schema.unique) {
          const key = JSON.stringify(item);
          if (seen.has(key)) errors.push({ path: childPath(path, i), message: `duplicate of an earlier item` });
          seen.add(key);
        }
      });
      break;
    }
    case "object": {
      if (!isRecord(value)) {
        fail(`expected object, got ${describe(value)}`);
        break;
      }
      for (const key of schema.required ?? []) {
        if (!(key in value)) errors.push({ path: childPath(path, key), message: "is required" });
      }
      for (const [key, v] of Object.entries(value)) {
        const sub = schema.properties[key];
        if (sub) validate(sub, v, childPath(path, key), errors);
        else if (schema.additional === false) errors.push({ path: childPath(path, key), message: "is not allowed" });
      }
      break;
    }
    case "union": {
      const attempts = schema.anyOf.map((s) => validate(s, value, path, []));
      if (!attempts.some((a) => a.length === 0)) {
        const best = attempts.reduce((a, b) => (b.length < a.length ? b : a));
        fail(`matches none of ${schema.anyOf.length} alternatives`);
        errors.push(...best.map((e) => ({ ...e, message: `  (closest) ${e.message}` })));
      }
      break;
    }
  }
  return errors;
}

// Helpers that read like a tiny DSL.
const str = (extra: Omit<Extract<Schema, { type: "string" }>, "type"> = {}): Schema => ({ type: "string", ...extra });
const num = (extra: Omit<Extract<Schema, { type: "number" }>, "type"> = {}): Schema => ({ type: "number", ...extra });
const arr = (items: Schema, minItems?: number): Schema => ({ type: "array", items, minItems });
const obj = (properties: { [key: string]: Schema }, required: string[] = Object.keys(properties)): Schema =>
  ({ type: "object", properties, required, additional: false });

const orderSchema: Schema = obj({
  id: str({ pattern: /^ORD-\d{4}$/ }),
  status: str({ enum: ["pending", "paid", "shipped"] as const }),
  customer: obj({ name: str({ minLength: 2 }), email: str({ pattern: /^[^@\s]+@[^@\s]+\.\w+$/ }) }),
  items: arr(obj({ sku: str({ minLength: 3, maxLength: 8 }), qty: num({ integer: true, min: 1 }), price: num({ min: 0 }) }), 1),
  tags: { type: "array", items: str(), unique: true },
  coupon: { type: "union", anyOf: [{ type: "null" }, str({ pattern: /^[A-Z]{4}\d{2}$/ }), { type: "literal", value: false }] },
});

const documents: string[] = [
  `{"id":"ORD-0042","status":"paid","customer":{"name":"Ada","email":"ada@example.com"},
    "items":[{"sku":"BOLT","qty":3,"price":0.25}],"tags":["hw","bulk"],"coupon":null}`,
  `{"id":"ord-42","status":"lost","customer":{"name":"B","email":"nope"},
    "items":[{"sku":"NUT","qty":1.5,"price":-1},{"sku":"WASHER-XXL","qty":0,"price":"2"},{"qty":2,"price":1}],
    "tags":["a","b","a"],"coupon":"SAVE1","gift wrap":true}`,
  `{"id":"ORD-0001","status":"pending","customer":null,"items":[],"tags":"x","coupon":false}`,
  `[1, 2, 3]`,
  `{"id": "ORD-9999", "status": "shipped", "customer": {"name": "Zed", "email": "z@z.io"}, "items": [{"sku": "GEAR", "qty": 2, "price": 12.5}], "tags": [], "coupon": "ABCD12"}`,
  `{"broken": `,
];

documents.forEach((text, n) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    console.log(`#${n}: invalid JSON (${e instanceof SyntaxError ? "SyntaxError" : "other"})`);
    return;
  }
  const errors = validate(orderSchema, parsed);
  if (errors.length === 0) {
    console.log(`#${n}: ok`);
    if (isRecord(parsed) && Array.isArray(parsed.items)) {
      let total = 0;
      for (const it of parsed.items) {
        if (isRecord(it) && typeof it.qty === "number" && typeof it.price === "number") total += it.qty * it.price;
      }
      console.log(`    total = ${total.toFixed(2)}`);
    }
    return;
  }
  console.log(`#${n}: ${errors.length} error(s)`);
  const byPath = new Map<string, string[]>();
  for (const e of errors) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e.message]);
  for (const [p, msgs] of byPath) console.log(`    ${p.padEnd(22)} ${msgs.join("; ")}`);
});
