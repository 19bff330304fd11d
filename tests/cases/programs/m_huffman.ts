// Huffman compression of text: frequency table, tree built with a heap,
// canonical codes, bit packing into a Uint8Array with a little-endian header,
// base64 transport and a round trip back to the text.

type HNode = { kind: "leaf"; sym: number; freq: number } | { kind: "pair"; left: HNode; right: HNode; freq: number };

class BitWriter {
  private buf = new Uint8Array(16);
  private bitLen = 0;
  write(code: number, len: number): void {
    for (let i = len - 1; i >= 0; i--) {
      const byte = this.bitLen >>> 3;
      if (byte >= this.buf.length) {
        const next = new Uint8Array(this.buf.length * 2);
        next.set(this.buf);
        this.buf = next;
      }
      if ((code >>> i) & 1) this.buf[byte] |= 0x80 >>> (this.bitLen & 7);
      this.bitLen++;
    }
  }
  get bits(): number {
    return this.bitLen;
  }
  bytes(): Uint8Array {
    return this.buf.slice(0, (this.bitLen + 7) >>> 3);
  }
}

class BitReader {
  private pos = 0;
  constructor(private readonly data: Uint8Array, private readonly limit: number) {}
  next(): number {
    if (this.pos >= this.limit) throw new RangeError("read past end of bit stream");
    const bit = (this.data[this.pos >>> 3] >>> (7 - (this.pos & 7))) & 1;
    this.pos++;
    return bit;
  }
  get done(): boolean {
    return this.pos >= this.limit;
  }
}

function buildTree(freq: Map<number, number>): HNode {
  const heap: HNode[] = [...freq].map(([sym, f]): HNode => ({ kind: "leaf", sym, freq: f }));
  const order = (a: HNode, b: HNode): number => a.freq - b.freq || minSym(a) - minSym(b);
  heap.sort(order);
  if (heap.length === 1) return { kind: "pair", left: heap[0], right: heap[0], freq: heap[0].freq };
  while (heap.length > 1) {
    const a = heap.shift()!, b = heap.shift()!;
    const merged: HNode = { kind: "pair", left: a, right: b, freq: a.freq + b.freq };
    let i = heap.findIndex((n) => order(merged, n) < 0);
    if (i < 0) i = heap.length;
    heap.splice(i, 0, merged);
  }
  return heap[0];
}

function minSym(n: HNode): number {
  return n.kind === "leaf" ? n.sym : Math.min(minSym(n.left), minSym(n.right));
}

function codeLengths(root: HNode): Map<number, number> {
  const lens = new Map<number, number>();
  const walk = (n: HNode, depth: number): void => {
    if (n.kind === "leaf") lens.set(n.sym, Math.max(depth, 1));
    else {
      walk(n.left, depth + 1);
      if (n.right !== n.left) walk(n.right, depth + 1);
    }
  };
  walk(root, 0);
  return lens;
}

// Canonical Huffman: codes assigned in (length, symbol) order.
function canonical(lens: Map<number, number>): Map<number, { code: number; len: number }> {
  const syms = [...lens.keys()].sort((a, b) => lens.get(a)! - lens.get(b)! || a - b);
  const codes = new Map<number, { code: number; len: number }>();
  let code = 0, prevLen = 0;
  for (const s of syms) {
    const len = lens.get(s)!;
    code <<= len - prevLen;
    codes.set(s, { code, len });
    code++;
    prevLen = len;
  }
  return codes;
}

function putLE(a: Uint8Array, at: number, v: number, size: number): void {
  for (let i = 0; i < size; i++) a[at + i] = (v >>> (8 * i)) & 0xff;
}
function getLE(a: Uint8Array, at: number, size: number): number {
  let v = 0;
  for (let i = size - 1; i >= 0; i--) v = v * 256 + a[at + i];
  return v;
}
function putU16BE(a: Uint8Array, at: number, v: number): void {
  a[at] = v >> 8;
  a[at + 1] = v & 0xff;
}

function encode(text: string): Uint8Array {
  const data = new TextEncoder().encode(text);
  const freq = new Map<number, number>();
  for (const b of data) freq.set(b, (freq.get(b) ?? 0) + 1);
  const lens = data.length ? codeLengths(buildTree(freq)) : new Map<number, number>();
  const codes = canonical(lens);
  const w = new BitWriter();
  for (const b of data) {
    const c = codes.get(b)!;
    w.write(c.code, c.len);
  }
  const body = w.bytes();
  // header: magic u16, symbol count u16, bit length u32, then (symbol u8, length u8) pairs
  const header = new Uint8Array(8 + 2 * lens.size);
  putU16BE(header, 0, 0x4855);
  putLE(header, 2, lens.size, 2);
  putLE(header, 4, w.bits, 4);
  [...lens].sort(([a], [b]) => a - b).forEach(([s, l], i) => {
    header[8 + 2 * i] = s;
    header[9 + 2 * i] = l;
  });
  const out = new Uint8Array(header.length + body.length);
  out.set(header, 0);
  out.set(body, header.length);
  return out;
}

function decode(packed: Uint8Array): string {
  if (((packed[0] << 8) | packed[1]) !== 0x4855) throw new Error("bad magic");
  const n = getLE(packed, 2, 2), bits = getLE(packed, 4, 4);
  const lens = new Map<number, number>();
  for (let i = 0; i < n; i++) lens.set(packed[8 + 2 * i], packed[9 + 2 * i]);
  const byCode = new Map<string, number>();
  for (const [s, { code, len }] of canonical(lens)) byCode.set(`${len}:${code}`, s);
  const r = new BitReader(packed.subarray(8 + 2 * n), bits);
  const out: number[] = [];
  while (!r.done) {
    let code = 0, len = 0, sym: number | undefined;
    do {
      code = (code << 1) | r.next();
      len++;
      sym = byCode.get(`${len}:${code}`);
    } while (sym === undefined);
    out.push(sym);
  }
  return new TextDecoder().decode(new Uint8Array(out));
}

const samples = [
  "abracadabra",
  "aaaaaaaaaaaaaaaa",
  "",
  "The quick brown fox jumps over the lazy dog. The quick brown fox jumps again!",
  "naïve café — déjà vu ✓",
  `line one
line two\twith tab
  line three`,
];
for (const s of samples) {
  const packed = encode(s);
  const b64 = Buffer.from(packed).toString("base64");
  const back = decode(new Uint8Array(Buffer.from(b64, "base64")));
  const inBytes = Buffer.byteLength(s, "utf8");
  const ratio = inBytes ? ((100 * packed.length) / inBytes).toFixed(1) + "%" : "n/a";
  console.log(`${JSON.stringify(s.slice(0, 24)).padEnd(28)} ${String(inBytes).padStart(3)}B -> ${String(packed.length).padStart(3)}B ${ratio.padStart(6)} ok=${back === s}`);
  if (s === "abracadabra") {
    const codes = canonical(codeLengths(buildTree(new Map([...s].reduce((m, ch) => m.set(ch.charCodeAt(0), (m.get(ch.charCodeAt(0)) ?? 0) + 1), new Map<number, number>())))));
    console.log("  codes:", [...codes].map(([sym, { code, len }]) => `${String.fromCharCode(sym)}=${code.toString(2).padStart(len, "0")}`).join(" "));
    console.log("  base64:", b64, "hex:", Array.from(packed.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join(""));
  }
}
try {
  decode(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
} catch (e) {
  console.log("error:", (e as Error).message);
}
const truncated = encode("hello world");
try {
  putLE(truncated, 4, getLE(truncated, 4, 4) + 9, 4);
  decode(truncated);
} catch (e) {
  console.log(`${(e as Error).name}: ${(e as Error).message}`);
}
