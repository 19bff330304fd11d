// A log-structured key-value store: appends records to an in-memory "segment",
// keeps a hash index, compacts old segments, and supports snapshots and
// iteration. Written the way a small storage library would be.

type Value = string | number | boolean | null;

interface PutRecord { op: "put"; key: string; value: Value; seq: number }
interface DelRecord { op: "del"; key: string; seq: number }
type LogRecord = PutRecord | DelRecord;

class Segment {
  static #nextId = 0;
  readonly id = Segment.#nextId++;
  #records: LogRecord[] = [];
  #bytes = 0;

  constructor(readonly limitBytes: number) {}

  get size(): number {
    return this.#records.length;
  }
  get bytes(): number {
    return this.#bytes;
  }
  get full(): boolean {
    return this.#bytes >= this.limitBytes;
  }

  append(rec: LogRecord): number {
    this.#records.push(rec);
    this.#bytes += Segment.encode(rec).length;
    return this.#records.length - 1;
  }

  at(offset: number): LogRecord | undefined {
    return this.#records.at(offset);
  }

  *[Symbol.iterator](): IterableIterator<LogRecord> {
    yield* this.#records;
  }

  static encode(rec: LogRecord): string {
    return rec.op === "put" ? `P|${rec.seq}|${rec.key}|${JSON.stringify(rec.value)}` : `D|${rec.seq}|${rec.key}`;
  }

  static decode(line: string): LogRecord {
    const [op, seq, key, ...rest] = line.split("|");
    if (op === "D") return { op: "del", key, seq: Number(seq) };
    return { op: "put", key, seq: Number(seq), value: JSON.parse(rest.join("|")) as Value };
  }
}

interface StoreStats { puts: number; dels: number; compactions: number; reclaimed: number }
interface SlotRef { segment: Segment; offset: number }

class KVStore implements Iterable<[string, Value]> {
  #segments: Segment[] = [];
  #index = new Map<string, SlotRef>();
  #seq = 0;
  #stats: StoreStats = { puts: 0, dels: 0, compactions: 0, reclaimed: 0 };

  constructor(private readonly segmentBytes = 64) {
    this.#roll();
  }

  #roll(): Segment {
    const s = new Segment(this.segmentBytes);
    this.#segments.push(s);
    return s;
  }

  #active(): Segment {
    const last = this.#segments[this.#segments.length - 1];
    return last.full ? this.#roll() : last;
  }

  put(key: string, value: Value): this {
    if (key.includes("|")) throw new RangeError(`bad key ${JSON.stringify(key)}`);
    const segment = this.#active();
    const offset = segment.append({ op: "put", key, value, seq: ++this.#seq });
    this.#index.set(key, { segment, offset });
    this.#stats.puts++;
    return this;
  }

  delete(key: string): boolean {
    if (!this.#index.has(key)) return false;
    this.#active().append({ op: "del", key, seq: ++this.#seq });
    this.#index.delete(key);
    this.#stats.dels++;
    return true;
  }

  get(key: string): Value | undefined {
    const loc = this.#index.get(key);
    const rec = loc?.segment.at(loc.offset);
    return rec?.op === "put" ? rec.value : undefined;
  }

  has(key: string): boolean {
    return this.#index.has(key);
  }

  get size(): number {
    return this.#index.size;
  }

  // Rewrites every sealed segment into fresh ones holding only live records.
  compact(): { before: number; after: number } {
    const sealed = this.#segments.slice(0, -1);
    const before = sealed.reduce((n, s) => n + s.size, 0);
    const kept: Segment[] = [];
    let current: Segment | undefined;
    for (const seg of sealed) {
      for (const rec of seg) {
        const loc = this.#index.get(rec.key);
        if (rec.op !== "put" || !loc || loc.segment !== seg || loc.segment.at(loc.offset) !== rec) continue;
        if (!current || current.full) kept.push((current = new Segment(this.segmentBytes)));
        this.#index.set(rec.key, { segment: current, offset: current.append(rec) });
      }
    }
    const after = kept.reduce((n, s) => n + s.size, 0);
    this.#segments = [...kept, this.#segments[this.#segments.length - 1]];
    this.#stats.compactions++;
    this.#stats.reclaimed += before - after;
    return { before, after };
  }

  *entries(prefix = ""): Generator<[string, Value]> {
    const keys = [...this.#index.keys()].filter((k) => k.startsWith(prefix)).sort();
    for (const k of keys) yield [k, this.get(k)!];
  }

  [Symbol.iterator](): Iterator<[string, Value]> {
    return this.entries();
  }

  dump(): string[] {
    return this.#segments.flatMap((s) => [...s].map((r) => `${String(s.id).padStart(2)}: ${Segment.encode(r)}`));
  }

  static restore(lines: readonly string[], segmentBytes?: number): KVStore {
    const store = new KVStore(segmentBytes);
    const records = lines.map(Segment.decode).sort((a, b) => a.seq - b.seq);
    for (const r of records) {
      if (r.op === "put") store.put(r.key, r.value);
      else store.delete(r.key);
    }
    return store;
  }

  get stats(): Readonly<StoreStats> & { segments: number; live: number } {
    return { ...this.#stats, segments: this.#segments.length, live: this.#index.size };
  }
}

const db = new KVStore(48);
db.put("user:1:name", "Ada").put("user:1:age", 36).put("user:2:name", "Alan").put("flag:beta", true);
db.put("user:1:age", 37).put("user:2:name", "Alan T.").put("config:theme", "dark").put("counter", 0);
for (let i = 1; i <= 5; i++) db.put("counter", (db.get("counter") as number) + i);
console.log("deleted beta:", db.delete("flag:beta"), "again:", db.delete("flag:beta"));
db.put("note", "pipe-free | no").put("empty", null);
console.log("get:", db.get("user:1:age"), db.get("user:2:name"), db.get("counter"), db.get("flag:beta"), db.get("empty"));
console.log("size", db.size, "stats", JSON.stringify(db.stats));

const log = db.dump();
console.log(`log has ${log.length} records; first three:`);
log.slice(0, 3).forEach((l) => console.log("  " + l));
const r = db.compact();
console.log(`compacted ${r.before} -> ${r.after}`, JSON.stringify(db.stats));
console.log("after compaction:", db.get("user:1:age"), db.get("counter"), db.get("note"));

for (const [k, v] of db.entries("user:")) console.log(`  ${k} = ${JSON.stringify(v)}`);
const all = Object.fromEntries(db);
console.log(JSON.stringify(all));

try {
  db.put("bad|key", 1);
} catch (e) {
  console.log(e instanceof RangeError ? `RangeError: ${e.message}` : "other");
}

const copy = KVStore.restore(db.dump().map((l) => l.slice(4)), 32);
console.log("restored equal:", JSON.stringify(Object.fromEntries(copy)) === JSON.stringify(all), copy.stats.segments, "segments");
const byPrefix = new Map<string, number>();
for (const [k] of copy) {
  const p = k.split(":")[0];
  byPrefix.set(p, (byPrefix.get(p) ?? 0) + 1);
}
console.log([...byPrefix].map(([p, n]) => `${p}=${n}`).join(" "));
