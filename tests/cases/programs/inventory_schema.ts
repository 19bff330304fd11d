// An inventory service core: a hand-written schema validator (generic
// combinators), a repository interface with an in-memory implementation,
// domain errors, and async workflows over simulated I/O.
type Result<T> = { ok: true; value: T } | { ok: false; errors: string[] };

interface Schema<T> {
  parse(input: unknown, path?: string): Result<T>;
}

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const fail = <T>(...errors: string[]): Result<T> => ({ ok: false, errors });

const str = (opts: { min?: number; max?: number; pattern?: RegExp } = {}): Schema<string> => ({
  parse(input, path = "value") {
    if (typeof input !== "string") return fail(`${path}: expected string, got ${input === null ? "null" : typeof input}`);
    if (opts.min !== undefined && input.length < opts.min) return fail(`${path}: shorter than ${opts.min}`);
    if (opts.max !== undefined && input.length > opts.max) return fail(`${path}: longer than ${opts.max}`);
    if (opts.pattern && !opts.pattern.test(input)) return fail(`${path}: does not match ${opts.pattern}`);
    return ok(input);
  },
});

const num = (opts: { int?: boolean; min?: number } = {}): Schema<number> => ({
  parse(input, path = "value") {
    if (typeof input !== "number" || Number.isNaN(input)) return fail(`${path}: expected number`);
    if (opts.int && !Number.isInteger(input)) return fail(`${path}: expected integer`);
    if (opts.min !== undefined && input < opts.min) return fail(`${path}: below ${opts.min}`);
    return ok(input);
  },
});

function arrayOf<T>(item: Schema<T>): Schema<T[]> {
  return {
    parse(input, path = "value") {
      if (!Array.isArray(input)) return fail(`${path}: expected array`);
      const out: T[] = [];
      const errors: string[] = [];
      input.forEach((v, i) => {
        const r = item.parse(v, `${path}[${i}]`);
        if (r.ok) out.push(r.value);
        else errors.push(...r.errors);
      });
      return errors.length ? { ok: false, errors } : ok(out);
    },
  };
}

function optional<T>(inner: Schema<T>): Schema<T | undefined> {
  return { parse: (input, path) => (input === undefined ? ok(undefined) : inner.parse(input, path)) };
}

interface Item {
  sku: string;
  name: string;
  qty: number;
  price: number;
  tags?: string[];
}

function object<T extends object>(shape: { [K in keyof T]: Schema<T[K]> }): Schema<T> {
  return {
    parse(input, path = "value") {
      if (typeof input !== "object" || input === null || Array.isArray(input)) return fail(`${path}: expected object`);
      const rec = input as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      const errors: string[] = [];
      const schemas = shape as Record<string, Schema<unknown>>;
      for (const key of Object.keys(schemas)) {
        const r = schemas[key].parse(rec[key], `${path}.${key}`);
        if (r.ok) {
          if (r.value !== undefined) out[key] = r.value;
        } else errors.push(...r.errors);
      }
      for (const key of Object.keys(rec)) if (!(key in schemas)) errors.push(`${path}.${key}: unknown field`);
      return errors.length ? { ok: false, errors } : ok(out as T);
    },
  };
}

const ItemSchema = object<Item>({
  sku: str({ pattern: /^[A-Z]{3}-\d{4}$/ }),
  name: str({ min: 2, max: 40 }),
  qty: num({ int: true, min: 0 }),
  price: num({ min: 0 }),
  tags: optional(arrayOf(str({ min: 1 }))),
});

interface Repository<T, K> {
  get(id: K): Promise<T | undefined>;
  put(id: K, value: T): Promise<void>;
  list(filter?: (v: T) => boolean): Promise<T[]>;
}

class MemoryRepo<T> implements Repository<T, string> {
  private rows = new Map<string, T>();
  constructor(private readonly latency = 1) {}
  private wait(): Promise<void> {
    return new Promise((r) => setTimeout(r, this.latency));
  }
  async get(id: string) {
    await this.wait();
    return this.rows.get(id);
  }
  async put(id: string, value: T) {
    await this.wait();
    this.rows.set(id, value);
  }
  async list(filter: (v: T) => boolean = () => true) {
    await this.wait();
    return [...this.rows.values()].filter(filter);
  }
}

class OutOfStock extends Error {
  constructor(readonly sku: string, readonly wanted: number, readonly available: number) {
    super(`${sku}: wanted ${wanted}, only ${available} left`);
    this.name = "OutOfStock";
  }
}

const repo = new MemoryRepo<Item>();

async function ingest(raw: unknown[]): Promise<string[]> {
  const log: string[] = [];
  const results = await Promise.allSettled(
    raw.map(async (input, i) => {
      const r = ItemSchema.parse(input, `item${i}`);
      if (!r.ok) throw new Error(r.errors.join("; "));
      await repo.put(r.value.sku, r.value);
      return r.value.sku;
    }),
  );
  results.forEach((res, i) => log.push(res.status === "fulfilled" ? `#${i} stored ${res.value}` : `#${i} rejected: ${(res.reason as Error).message}`));
  return log;
}

async function reserve(sku: string, qty: number): Promise<Item> {
  const item = await repo.get(sku);
  if (!item) throw new Error(`unknown sku ${sku}`);
  if (item.qty < qty) throw new OutOfStock(sku, qty, item.qty);
  const updated = { ...item, qty: item.qty - qty };
  await repo.put(sku, updated);
  return updated;
}

async function main() {
  const raw: unknown[] = [
    { sku: "ABC-0001", name: "Widget", qty: 10, price: 2.5, tags: ["tools", "small"] },
    { sku: "ABC-0002", name: "Gadget", qty: 0, price: 12 },
    { sku: "bad", name: "X", qty: -1, price: "free" },
    { sku: "XYZ-9999", name: "Gizmo", qty: 3.5, price: 1, color: "red" },
    { sku: "XYZ-1234", name: "Doohickey", qty: 4, price: 99.99, tags: [""] },
    "not even an object",
  ];
  for (const line of await ingest(raw)) console.log(line);
  for (const [sku, n] of [["ABC-0001", 3], ["ABC-0002", 1], ["NOPE-0000", 1], ["ABC-0001", 8]] as const) {
    try {
      const item = await reserve(sku, n);
      console.log(`reserved ${n} of ${sku}, ${item.qty} left`);
    } catch (e) {
      if (e instanceof OutOfStock) console.log(`${e.name}: ${e.message} [${e.sku} ${e.available}]`);
      else if (e instanceof Error) console.log(`failed: ${e.message}`);
    }
  }
  const cheap = await repo.list((i) => i.price < 10);
  console.log("cheap:", cheap.map((i) => `${i.name}@${i.price.toFixed(2)}`));
  const total = (await repo.list()).reduce((sum, i) => sum + i.qty * i.price, 0);
  console.log(`stock value: ${total.toLocaleString("en-US", { style: "currency", currency: "USD" })}`);
}

main().catch((e) => {
  console.error("fatal", e);
  process.exit(1);
});
