// Packet decoder (AoC 2021 day 16 style): hex -> bits, recursive descent, bigint values.
import { readFileSync } from "fs";

interface Literal { version: number; type: 4; value: bigint }
interface Operator { version: number; type: number; children: Packet[] }
type Packet = Literal | Operator;

class BitReader {
  pos = 0;
  constructor(private readonly bits: string) {}
  read(n: number): number {
    const v = parseInt(this.bits.slice(this.pos, this.pos + n), 2);
    this.pos += n;
    return v;
  }
  get remaining(): number { return this.bits.length - this.pos; }
}

const toBits = (hex: string): string =>
  [...hex].map((h) => parseInt(h, 16).toString(2).padStart(4, "0")).join("");

function parsePacket(r: BitReader): Packet {
  const version = r.read(3);
  const type = r.read(3);
  if (type === 4) {
    let value = 0n;
    let more = 1;
    while (more) {
      more = r.read(1);
      value = (value << 4n) | BigInt(r.read(4));
    }
    return { version, type, value };
  }
  const children: Packet[] = [];
  if (r.read(1) === 0) {
    const len = r.read(15);
    const end = r.pos + len;
    while (r.pos < end) children.push(parsePacket(r));
  } else {
    const count = r.read(11);
    for (let i = 0; i < count; i++) children.push(parsePacket(r));
  }
  return { version, type, children };
}

const versionSum = (p: Packet): number =>
  "children" in p ? p.children.reduce((s, c) => s + versionSum(c), p.version) : p.version;

function evaluate(p: Packet): bigint {
  if (!("children" in p)) return p.value;
  const vs = p.children.map(evaluate);
  switch (p.type) {
    case 0: return vs.reduce((a, b) => a + b, 0n);
    case 1: return vs.reduce((a, b) => a * b, 1n);
    case 2: return vs.reduce((a, b) => (b < a ? b : a));
    case 3: return vs.reduce((a, b) => (b > a ? b : a));
    case 5: return vs[0] > vs[1] ? 1n : 0n;
    case 6: return vs[0] < vs[1] ? 1n : 0n;
    case 7: return vs[0] === vs[1] ? 1n : 0n;
    default: throw new Error(`bad type ${p.type}`);
  }
}

const lines = readFileSync(0, "utf8").split("\n").filter((l) => l);
let total1 = 0;
let total2 = 0n;
let biggest = 0n;
for (const line of lines) {
  const packet = parsePacket(new BitReader(toBits(line.trim())));
  total1 += versionSum(packet);
  const v = evaluate(packet);
  total2 += v;
  if (v > biggest) biggest = v;
}
console.log("Part 1:", total1);
console.log("Part 2:", total2.toString());
console.log("largest:", biggest, "digits:", biggest.toString().length);
console.log(`mod 1e9+7: ${total2 % 1_000_000_007n}`);
