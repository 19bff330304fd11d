// A binary message codec: varints (LEB128, zigzag), length-prefixed strings
// via TextEncoder, fixed-point numbers, CRC-32 framing, hex
// dumps, and a round-trip over a batch of messages.

const enum Tag {
  Int = 1,
  Str = 2,
  F64 = 3,
  Bool = 4,
  List = 5,
}

type Field = { tag: Tag.Int; v: number } | { tag: Tag.Str; v: string } | { tag: Tag.F64; v: number } | { tag: Tag.Bool; v: boolean } | { tag: Tag.List; v: Field[] };

class Writer {
  private buf = new Uint8Array(16);
  private len = 0;
  private ensure(n: number): void {
    if (this.len + n <= this.buf.length) return;
    let cap = this.buf.length * 2;
    while (cap < this.len + n) cap *= 2;
    const next = new Uint8Array(cap);
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }
  byte(b: number): this {
    this.ensure(1);
    this.buf[this.len++] = b & 0xff;
    return this;
  }
  varint(n: number): this {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`varint out of range: ${n}`);
    while (n >= 0x80) {
      this.byte((n % 0x80) | 0x80);
      n = Math.floor(n / 0x80);
    }
    return this.byte(n);
  }
  zigzag(n: number): this {
    return this.varint(n >= 0 ? n * 2 : -n * 2 - 1);
  }
  bytes(b: Uint8Array): this {
    this.ensure(b.length);
    this.buf.set(b, this.len);
    this.len += b.length;
    return this;
  }
  fixed(x: number, scale: number): this {
    return this.zigzag(Math.round(x * scale));
  }
  u32be(x: number): this {
    return this.byte(x >>> 24).byte(x >>> 16).byte(x >>> 8).byte(x);
  }
  finish(): Uint8Array {
    return this.buf.slice(0, this.len);
  }
}

class Reader {
  private pos = 0;
  constructor(private readonly buf: Uint8Array) {}
  get remaining(): number { return this.buf.length - this.pos; }
  byte(): number {
    if (this.pos >= this.buf.length) throw new RangeError(`read past end at ${this.pos}`);
    return this.buf[this.pos++];
  }
  varint(): number {
    let n = 0, mul = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.byte();
      n += (b & 0x7f) * mul;
      if (!(b & 0x80)) return n;
      mul *= 0x80;
    }
    throw new RangeError("varint too long");
  }
  zigzag(): number {
    const z = this.varint();
    return z % 2 === 0 ? z / 2 : -(z + 1) / 2;
  }
  bytes(n: number): Uint8Array {
    if (n > this.remaining) throw new RangeError(`need ${n} bytes, have ${this.remaining}`);
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  fixed(scale: number): number {
    return this.zigzag() / scale;
  }
  u32be(): number {
    return ((this.byte() << 24) | (this.byte() << 16) | (this.byte() << 8) | this.byte()) >>> 0;
  }
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[i] = c >>> 0;
  }
  return t;
})();
function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of data) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const enc = new TextEncoder(), dec = new TextDecoder();

function writeField(w: Writer, f: Field): void {
  w.byte(f.tag);
  switch (f.tag) {
    case Tag.Int: w.zigzag(f.v); break;
    case Tag.Str: { const b = enc.encode(f.v); w.varint(b.length).bytes(b); break; }
    case Tag.F64: w.fixed(f.v, 1e6); break;
    case Tag.Bool: w.byte(f.v ? 1 : 0); break;
    case Tag.List: w.varint(f.v.length); f.v.forEach((x) => writeField(w, x)); break;
  }
}
function readField(r: Reader): Field {
  const tag = r.byte();
  switch (tag) {
    case Tag.Int: return { tag, v: r.zigzag() };
    case Tag.Str: return { tag, v: dec.decode(r.bytes(r.varint())) };
    case Tag.F64: return { tag, v: r.fixed(1e6) };
    case Tag.Bool: return { tag, v: r.byte() !== 0 };
    case Tag.List: return { tag, v: Array.from({ length: r.varint() }, () => readField(r)) };
    default: throw new TypeError(`bad tag ${tag}`);
  }
}

function frame(fields: Field[]): Uint8Array {
  const body = new Writer();
  body.varint(fields.length);
  fields.forEach((f) => writeField(body, f));
  const b = body.finish();
  return new Writer().u32be(b.length).bytes(b).u32be(crc32(b)).finish();
}
function unframe(msg: Uint8Array): Field[] {
  const head = new Reader(msg);
  const len = head.u32be();
  const body = head.bytes(len);
  const want = head.u32be(), got = crc32(body);
  if (want !== got) throw new Error(`crc mismatch: ${want.toString(16)} != ${got.toString(16)}`);
  const r = new Reader(body);
  const n = r.varint();
  return Array.from({ length: n }, () => readField(r));
}

const hex = (b: Uint8Array): string => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join(" ");
const show = (f: Field): string => (f.tag === Tag.List ? `[${f.v.map(show).join(", ")}]` : JSON.stringify(f.v));

const msgs: Field[][] = [
  [{ tag: Tag.Int, v: 0 }, { tag: Tag.Int, v: -1 }, { tag: Tag.Int, v: 300 }, { tag: Tag.Int, v: -(2 ** 40) }],
  [{ tag: Tag.Str, v: "héllo ✓" }, { tag: Tag.F64, v: Math.PI }, { tag: Tag.Bool, v: true }],
  [{ tag: Tag.List, v: [{ tag: Tag.Int, v: 7 }, { tag: Tag.List, v: [] }, { tag: Tag.F64, v: -0.5 }] }],
];
for (const m of msgs) {
  const bytes = frame(m);
  console.log(bytes.length, hex(bytes));
  console.log("  ->", unframe(bytes).map(show).join(" | "));
}
const corrupt = frame(msgs[1]);
corrupt[6] ^= 0x20;
try { unframe(corrupt); } catch (e) { console.log((e as Error).message); }
try { new Writer().varint(-1); } catch (e) { console.log(String(e)); }
try { new Reader(new Uint8Array([0x80, 0x80])).varint(); } catch (e) { console.log(String(e)); }
console.log(crc32(enc.encode("The quick brown fox jumps over the lazy dog")).toString(16));
const f32 = new Float32Array([1.1, -2.5, 1e-8]);
console.log(Array.from(f32, (x) => x.toFixed(7)), f32.byteLength, Buffer.from(frame(msgs[0])).toString("base64"));
