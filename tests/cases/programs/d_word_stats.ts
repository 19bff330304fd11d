// Word statistics over a few paragraphs: frequencies with Map, stop words with Set, bigrams, sorting and a histogram.
const TEXT = `It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness, it was the spring of hope,
it was the winter of despair. We had everything before us, we had nothing before us;
we were all going direct to Heaven, we were all going direct the other way — in short,
the period was so far like the present period, that some of its noisiest authorities
insisted on its being received, for good or for evil, in the superlative degree of comparison only.`;

const STOP = new Set(["the", "of", "it", "was", "we", "to", "in", "a", "on", "or", "for", "so", "that", "its", "all", "had", "were"]);

class Counter<K> {
  private counts = new Map<K, number>();
  add(k: K, n = 1): void { this.counts.set(k, (this.counts.get(k) ?? 0) + n); }
  get(k: K): number { return this.counts.get(k) ?? 0; }
  get size(): number { return this.counts.size; }
  top(n: number, tie: (a: K, b: K) => number): [K, number][] {
    return [...this.counts].sort((a, b) => b[1] - a[1] || tie(a[0], b[0])).slice(0, n);
  }
  total(): number { let t = 0; for (const v of this.counts.values()) t += v; return t; }
}

const sentences = TEXT.split(/(?<=[.;])\s+/).filter((s) => s.trim().length > 0);
const words = TEXT.toLowerCase().match(/[a-z']+/g) ?? [];
const counter = new Counter<string>();
const lengths = new Counter<number>();
const bigrams = new Counter<string>();
let prev: string | null = null;
for (const w of words) {
  lengths.add(w.length);
  if (!STOP.has(w)) counter.add(w);
  if (prev !== null) bigrams.add(`${prev} ${w}`);
  prev = w;
}

console.log(`sentences: ${sentences.length}, words: ${words.length}, distinct: ${new Set(words).size}, content words: ${counter.total()}`);
console.log(`average word length: ${(words.reduce((s, w) => s + w.length, 0) / words.length).toFixed(3)}`);
const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
console.log(`longest word: ${longest} (${longest.length})`);

console.log("\nTop content words:");
for (const [w, n] of counter.top(8, (a, b) => a.localeCompare(b))) {
  const pct = ((n / counter.total()) * 100).toFixed(1).padStart(5);
  console.log(`  ${w.padEnd(14)}${String(n).padStart(3)} ${pct}% ${"#".repeat(n)}`);
}

console.log("\nTop bigrams:");
console.log(counter.top(0, () => 0).length, bigrams.top(5, (a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(([b, n]) => `${b}=${n}`).join(", "));

console.log("\nWord length histogram:");
const maxLen = Math.max(...words.map((w) => w.length));
for (let len = 1; len <= maxLen; len++) {
  const n = lengths.get(len);
  if (n) console.log(`${String(len).padStart(2)} | ${"*".repeat(n)} ${n}`);
}

const firstSeen = new Map<string, number>();
words.forEach((w, i) => { if (!firstSeen.has(w)) firstSeen.set(w, i); });
const capitalized = TEXT.match(/\b[A-Z][a-z]+\b/g) ?? [];
console.log("\ncapitalized:", [...new Set(capitalized)].sort().join(" "));
const byInitial = words.filter((w) => !STOP.has(w)).reduce((acc, w) => {
  const k = w[0];
  (acc[k] ??= []).push(w);
  return acc;
}, {} as Record<string, string[]>);
const initials = Object.keys(byInitial).sort();
console.log(initials.map((k) => `${k}:${byInitial[k].length}`).join(" "));
console.log(JSON.stringify(Object.fromEntries(counter.top(3, (a, b) => a.localeCompare(b)))));
console.log(sentences.map((s) => s.split(/\s+/).length));
