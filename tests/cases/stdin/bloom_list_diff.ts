// bloom_list_diff: reads two lists from stdin separated by a line "---", builds a
// Bloom filter of the first (double hashing over FNV-1a and murmur3's mixer,
// bits in a Uint32Array), reports its false positives against exact Set
// membership, then prints a line diff of the two lists (LCS) with context.
import { readFileSync } from "fs";

class BloomFilter {
  private readonly bits: Uint32Array;
  readonly m: number;
  readonly k: number;
  count = 0;
  constructor(expected: number, fpRate: number) {
    this.m = Math.ceil((-expected * Math.log(fpRate)) / Math.LN2 ** 2);
    this.k = Math.max(1, Math.round((this.m / expected) * Math.LN2));
    this.bits = new Uint32Array((this.m + 31) >>> 5);
  }
  private static fnv1a(s: string): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    return h >>> 0;
  }
  private static mix(h: number): number {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h >>> 0;
  }
  private *positions(s: string): Generator<number> {
    const h1 = BloomFilter.fnv1a(s);
    const h2 = BloomFilter.mix(h1 ^ 0x9e3779b9) | 1;
    for (let i = 0; i < this.k; i++) yield ((h1 + Math.imul(i, h2)) >>> 0) % this.m;
  }
  add(s: string): void {
    for (const p of this.positions(s)) this.bits[p >>> 5] |= 1 << (p & 31);
    this.count++;
  }
  has(s: string): boolean {
    for (const p of this.positions(s)) if ((this.bits[p >>> 5] & (1 << (p & 31))) === 0) return false;
    return true;
  }
  get fill(): number {
    let ones = 0;
    for (let w of this.bits) {
      w = w - ((w >>> 1) & 0x55555555);
      w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
      ones += (Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
    }
    return ones / this.m;
  }
}

type Op = { kind: " " | "-" | "+"; text: string; a: number; b: number };

function diff(a: string[], b: string[]): Op[] {
  const n = a.length, m = b.length;
  const dp: Uint16Array[] = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      dp[i][j] = a[i] === b[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
  const ops: Op[] = [];
  let i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) { ops.push({ kind: " ", text: a[i], a: ++i, b: ++j }); }
    else if (j < m && (i === n || dp[i][j + 1] >= dp[i + 1][j])) { ops.push({ kind: "+", text: b[j], a: i, b: ++j }); }
    else { ops.push({ kind: "-", text: a[i], a: ++i, b: j }); }
  }
  return ops;
}

function hunks(ops: Op[], context = 2): string[] {
  const out: string[] = [];
  const changed = ops.map((o, i) => (o.kind !== " " ? i : -1)).filter((i) => i >= 0);
  let k = 0;
  while (k < changed.length) {
    let start = Math.max(0, changed[k] - context), end = Math.min(ops.length, changed[k] + context + 1);
    while (k + 1 < changed.length && changed[k + 1] - context <= end) end = Math.min(ops.length, changed[++k] + context + 1);
    k++;
    const slice = ops.slice(start, end);
    const aStart = slice[0].kind === "+" ? slice[0].a : slice[0].a - 1;
    const bStart = slice[0].kind === "-" ? slice[0].b : slice[0].b - 1;
    const aLen = slice.filter((o) => o.kind !== "+").length, bLen = slice.filter((o) => o.kind !== "-").length;
    out.push(`@@ -${aStart + 1},${aLen} +${bStart + 1},${bLen} @@`);
    for (const o of slice) out.push(`${o.kind}${o.text}`);
  }
  return out;
}

const text = readFileSync(0, "utf8");
const sep = text.indexOf("\n---\n");
if (sep < 0) { console.error("expected two lists separated by ---"); process.exit(2); }
const left = text.slice(0, sep).split("\n").map((s) => s.trim()).filter(Boolean);
const right = text.slice(sep + 5).split("\n").map((s) => s.trim()).filter(Boolean);

const bf = new BloomFilter(left.length, 0.05);
left.forEach((s) => bf.add(s));
const exact = new Set(left);
let fp = 0, tp = 0, tn = 0;
for (const s of right) {
  const maybe = bf.has(s), really = exact.has(s);
  if (maybe && !really) fp++;
  else if (maybe) tp++;
  else tn++;
}
console.log(`bloom: m=${bf.m} bits, k=${bf.k}, n=${bf.count}, fill=${(bf.fill * 100).toFixed(1)}%`);
console.log(`probes: ${right.length} -> ${tp} present, ${tn} absent, ${fp} false positive(s)`);
const expectFp = (1 - Math.exp((-bf.k * bf.count) / bf.m)) ** bf.k;
console.log(`expected fp rate ${(expectFp * 100).toFixed(2)}%, observed ${((fp / Math.max(1, fp + tn)) * 100).toFixed(2)}%`);
console.log(`all members found: ${left.every((s) => bf.has(s))}`);

const ops = diff(left, right);
const added = ops.filter((o) => o.kind === "+").length, removed = ops.filter((o) => o.kind === "-").length;
console.log(`\ndiff: ${removed} removed, ${added} added, ${ops.length - added - removed} unchanged`);
console.log("--- left\n+++ right");
for (const l of hunks(ops)) console.log(l);
