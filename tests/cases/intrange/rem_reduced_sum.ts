// `(acc + y) % m` with acc already reduced below m: modular sums, rolling
// hashes, LCGs and ring buffers, including sums that land exactly on m,
// on 2m - 2, and addends near 2^53.

const MOD = 1_000_000_007;

function modularSum(n: number): number {
  let result = 0;
  for (let i = 0; i < n; i++) result = (result + i * 31) % 1_000_000_007;
  return result;
}

function modularSumSwapped(n: number): number {
  let result = 0;
  for (let i = 0; i < n; i++) result = (i * 37 + result) % 1_000_000_007;
  return result;
}

// Addends from a counter: y % m runs through every residue, sums reach 2m - 2.
function residues(n: number, step: number): string {
  let x = 6;
  let seen = 0;
  let wraps = 0;
  for (let k = 0; k < n; k++) {
    const prev = x;
    x = (x + k * step) % 7;
    if (x < prev) wraps++;
    seen = (seen * 3 + x) % 1000003;
  }
  return `${x} ${seen} ${wraps}`;
}

// Addends near 2^53 (k * 2^45 up to 2^52), a reduced accumulator.
function bigAddends(): string {
  let x = 1_000_000_006;
  const out: number[] = [];
  for (let k = 0; k <= 128; k += 16) {
    x = (x + k * 35184372088832) % 1_000_000_007;
    out.push(x);
  }
  return out.join(" ");
}

// Polynomial rolling hash of a string (Rabin-Karp style).
function rollingHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) {
    h = (h * 131) % 1_000_000_007;
    h = (h + s.charCodeAt(i)) % 1_000_000_007;
  }
  return h;
}

// A ring buffer whose head wraps with %.
class Ring {
  private items: number[] = [];
  private head = 0;
  constructor(private readonly size: number) {
    for (let i = 0; i < size; i++) this.items.push(0);
  }
  push(v: number): void {
    this.items[this.head] = v;
    this.head = (this.head + 1) % this.size;
  }
  sum(): number {
    let s = 0;
    for (const v of this.items) s += v;
    return s;
  }
}

// Park-Miller style generator, state kept in [0, 2^31 - 1).
function lcg(seed: number, steps: number): number[] {
  const out: number[] = [];
  let state = seed % 2147483647;
  for (let i = 0; i < steps; i++) {
    state = (state * 48271) % 2147483647;
    out.push(state);
  }
  return out;
}

// Edge cases of the sum: x = m - 1 with y % m = m - 1 (2m - 2), y % m = 1 (exactly m), huge y.
function edge(m: number, x0: number, ys: number[]): number[] {
  const out: number[] = [];
  let x = x0 % m;
  for (const y of ys) {
    x = (x + y) % m;
    out.push(x);
  }
  return out;
}

console.log(modularSum(1000), modularSum(1_000_000), modularSumSwapped(1_000_000));
console.log(rollingHash("the quick brown fox jumps over the lazy dog"), rollingHash(""), rollingHash("a"));
console.log(residues(50, 1), residues(1000, 13), residues(100000, 6));
console.log(bigAddends());
const ring = new Ring(7);
for (let i = 1; i <= 100; i++) ring.push(i);
console.log(ring.sum());
console.log(lcg(42, 8).join(" "));
console.log(edge(10, 9, [9, 1, 0, 19, 29, 10, 11, 9007199254740991, 9007199254740990, 5]).join(" "));
console.log(edge(MOD, MOD - 1, [MOD - 1, 1, MOD, 2 * MOD - 1, 4503599627370495, 123456789012345]).join(" "));
console.log(edge(1, 0, [0, 5, 9007199254740991]).join(" "));
let small = 0;
for (let i = 0; i < 50; i++) small = (small + (i % 3)) % 4; // addend already below the divisor
console.log(small);
