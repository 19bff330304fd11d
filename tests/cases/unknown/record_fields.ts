// Validating parsed JSON the way hand-written decoders do: the input is a
// Record<string, unknown> and each field is narrowed where it is read.
interface Account {
  id: number;
  owner: string;
  tags: string[];
  limit?: number;
  flags: { frozen: boolean };
}

class DecodeError extends Error {
  constructor(readonly path: string, expected: string) {
    super(`expected ${expected} at ${path}`);
    this.name = "DecodeError";
  }
}

function decode(raw: unknown, at = "$"): Account {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new DecodeError(at, "object");
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== "number" || !Number.isInteger(r.id)) throw new DecodeError(`${at}.id`, "integer");
  if (typeof r.owner !== "string" || r.owner.trim() === "") throw new DecodeError(`${at}.owner`, "name");
  const tags: string[] = [];
  if (r.tags !== undefined) {
    if (!Array.isArray(r.tags)) throw new DecodeError(`${at}.tags`, "array");
    r.tags.forEach((t, i) => {
      if (typeof t !== "string") throw new DecodeError(`${at}.tags[${i}]`, "string");
      tags.push(t.toLowerCase());
    });
  }
  const account: Account = { id: r.id, owner: r.owner.trim(), tags, flags: { frozen: false } };
  if (typeof r.limit === "number") account.limit = r.limit;
  else if (typeof r.limit === "string") account.limit = parseFloat(r.limit);
  const flags = r.flags;
  if (typeof flags === "object" && flags !== null) {
    const f = flags as Record<string, unknown>;
    if (typeof f.frozen === "boolean") account.flags.frozen = f.frozen;
  }
  return account;
}

const inputs = [
  '{"id": 7, "owner": " Ada ", "tags": ["VIP", "Beta"], "limit": 250, "flags": {"frozen": true}}',
  '{"id": 8, "owner": "Grace", "limit": "99.5"}',
  '{"id": 9.5, "owner": "Linus"}',
  '{"id": 10, "owner": "   "}',
  '{"id": 11, "owner": "Ken", "tags": ["a", 2]}',
  '{"id": 12, "owner": "Dennis", "tags": "nope"}',
  "[1, 2, 3]",
  '"text"',
];
for (const text of inputs) {
  try {
    const a = decode(JSON.parse(text));
    console.log(a, a.limit !== undefined ? a.limit.toFixed(1) : "-");
  } catch (e) {
    if (e instanceof DecodeError) console.log(`${e.name}: ${e.message} (${e.path})`);
    else throw e;
  }
}

// A Record view of values that are not plain objects reads as JavaScript does.
function field(x: unknown, name: string): unknown {
  return (x as Record<string, unknown>)[name];
}
function dotted(x: unknown): unknown {
  const r = x as Record<string, unknown>;
  return r.length ?? r.size ?? r.id;
}
class Point { constructor(public id: number, public y: number) {} }
console.log(field([10, 20], "length"), field([10, 20], "1"), field(new Point(1, 2), "y"));
console.log(dotted([1, 2, 3]), dotted(new Map([["k", 1]])), dotted(new Point(5, 6)), dotted({}));

// typeof narrows a property of a declared type too.
interface Setting { key: string; value: string | number | boolean }
const settings: Setting[] = [
  { key: "port", value: 8080 },
  { key: "host", value: "localhost" },
  { key: "debug", value: true },
];
for (const s of settings) {
  if (typeof s.value === "number") console.log(s.key, s.value.toFixed(2));
  else if (typeof s.value === "string") console.log(s.key, s.value.toUpperCase());
  else console.log(s.key, s.value ? "on" : "off");
}
