// Map and Set with number keys (found by comparing key bits): -0 and +0 are
// one key, every NaN is one key, 1 and "1" and 1n are three, integers and
// fractions, keys kept through growth, deletes and clear.
const m = new Map<number, string>();
m.set(0, "zero");
m.set(-0, "minus zero");
m.set(NaN, "nan");
m.set(0 / 0, "nan again");
m.set(Math.sqrt(-1), "nan thrice");
m.set(0.1 + 0.2, "sum");
m.set(Infinity, "inf").set(-Infinity, "-inf");
console.log(m.size, m.get(0), m.get(-0), m.get(NaN), m.has(0.3), m.get(0.30000000000000004), m.get(-Infinity));
console.log([...m.keys()].map((k) => Object.is(k, -0) ? "-0" : String(k)).join(" "));

const mixed = new Map<unknown, number>();
mixed.set(1, 1).set("1", 2).set(1n, 3).set(true, 4).set(null, 5).set(undefined, 6);
console.log(mixed.size, mixed.get(1), mixed.get("1"), mixed.get(1n), mixed.get(true), mixed.get(null), mixed.get(undefined), mixed.get(2 - 1));

// A table that grows, loses most entries and grows again.
const big = new Map<number, number>();
for (let i = 0; i < 5000; i++) big.set(i * 7919 % 10007, i);
let s = 0;
for (let i = 0; i < 10007; i++) s += big.get(i) ?? -1;
for (let i = 0; i < 10007; i += 1) if (i % 10) big.delete(i);
let h = 0;
for (let i = 0; i < 10007; i++) if (big.has(i)) h++;
for (let i = 0; i < 3000; i++) big.set(i + 0.5, i);
console.log(s, h, big.size, big.get(100.5), big.get(100), big.has(4999.5));
big.clear();
console.log(big.size, big.get(0), big.has(0));

const set = new Set<number>();
for (const x of [3, -0, 0, NaN, NaN, 2 ** 53, 2 ** 53 + 1, 1e-300, -1e-300, 3.0]) set.add(x);
console.log(set.size, [...set].map(String).join(" "), set.has(-0), set.has(NaN), set.has(1e-300));

// Masks as keys, the way a search keeps the best per subset.
const best = new Map<number, number>();
for (let mask = 0; mask < 4096; mask++) {
  const v = (mask * 2654435761) % 1000;
  best.set(mask & 1023, Math.max(best.get(mask & 1023) ?? 0, v));
}
let total = 0;
for (const v of best.values()) total += v;
console.log(best.size, total);
