// Text statistics with regex, split, and sorting by multiple keys.
const text = `It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness, it was the spring of hope,
it was the winter of despair. We had everything before us; we had nothing before us!
Were we all going direct to Heaven? We were all going direct the other way -- in short,
the period was so far like the present period, that some of its noisiest authorities
insisted on its being received, for good or for evil, in the superlative degree of comparison only.`;

interface WordStat { word: string; count: number; firstAt: number; }

const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
const stats = new Map<string, WordStat>();
words.forEach((w, i) => {
  const s = stats.get(w);
  if (s) s.count++;
  else stats.set(w, { word: w, count: 1, firstAt: i });
});

const ranked = [...stats.values()].sort((a, b) => b.count - a.count || a.word.length - b.word.length || a.word.localeCompare(b.word));
console.log("words:", words.length, "unique:", stats.size);
console.log("top 8:", ranked.slice(0, 8).map(({ word, count }) => `${word}(${count})`).join(" "));

const sentences = text.split(/(?<=[.!?])\s+/).map((s) => s.replace(/\s+/g, " ").trim()).filter(Boolean);
sentences.forEach((s, i) => console.log(`S${i + 1} [${s.split(" ").length} words] ${s.slice(0, 40)}${s.length > 40 ? "…" : ""}`));

const lines = text.split("\n");
const lineInfo = lines.map((l, n) => ({ n: n + 1, len: l.length, commas: (l.match(/,/g) || []).length }));
for (const { n, len, commas } of lineInfo.sort((a, b) => b.commas - a.commas || a.len - b.len)) {
  console.log(`line ${n}: len=${len} commas=${commas}`);
}

const byLength = words.reduce<Record<number, Set<string>>>((acc, w) => {
  (acc[w.length] ??= new Set()).add(w);
  return acc;
}, {});
for (const [len, set] of Object.entries(byLength)) {
  if (Number(len) >= 9) console.log(len, [...set].sort());
}

const caps = [...text.matchAll(/\b([A-Z][a-z]+)\b/g)].map((m) => m[1]);
console.log("capitalized:", [...new Set(caps)].join(", "));
const letters: Record<string, number> = {};
for (const ch of text.toLowerCase().replace(/[^a-z]/g, "")) letters[ch] = (letters[ch] || 0) + 1;
const freq = Object.entries(letters).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).slice(0, 6);
console.log(freq.map(([c, n]) => `${c}=${n}`).join(" "));
const vowels = (text.match(/[aeiou]/gi) ?? []).length;
console.log("vowel ratio", (vowels / Object.values(letters).reduce((a, b) => a + b)).toFixed(4));
console.log(text.replace(/\bit was\b/gi, (m) => m.toUpperCase()).split("\n")[0]);
console.log("the-words:", text.match(/\bthe \w+/g)?.slice(0, 5));
const title = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
console.log(title("the age of wisdom and the epoch of belief"));
const m = /(?<adj>best|worst) of (?<noun>\w+)/.exec(text);
console.log(m?.groups?.adj, m?.groups?.noun, m?.index);
console.log("abc-def_ghi jkl".split(/[-_ ]/), "a,b,,c".split(","), "a1b22c333".split(/\d+/));
console.log(words.filter((w, i, arr) => arr.indexOf(w) === i && w.length > 10));
