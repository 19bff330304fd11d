// Word frequency and n-gram report over an embedded text, with hand-rolled number formatting.

const TEXT = `It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness,
it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair.

We had everything before us, we had nothing before us;
we were all going direct to Heaven, we were all going direct the other way —
in short, the period was so far like the present period, that some of its
noisiest authorities insisted on its being received, for good or for evil,
in the superlative degree of comparison only. Don't count "quotes" twice; e-mail isn't two words.`;

const STOP = new Set(["the", "of", "it", "was", "we", "to", "a", "in", "on", "or", "for", "that", "its", "so"]);

interface WordStat {
  word: string;
  count: number;
  firstLine: number;
  lines: Set<number>;
}

function tokenize(text: string): { word: string; line: number }[] {
  const out: { word: string; line: number }[] = [];
  text.split("\n").forEach((line, i) => {
    for (const m of line.toLowerCase().matchAll(/[a-z]+(?:['-][a-z]+)*/g)) out.push({ word: m[0], line: i + 1 });
  });
  return out;
}

function formatInt(n: number): string {
  const s = Math.trunc(Math.abs(n)).toString();
  let out = "";
  for (let i = 0; i < s.length; i++) {
    if (i > 0 && (s.length - i) % 3 === 0) out += ",";
    out += s[i];
  }
  return (n < 0 ? "-" : "") + out;
}

function formatPct(part: number, whole: number, digits = 1): string {
  if (whole === 0) return "-";
  const p = (part / whole) * 100;
  return p.toFixed(digits).padStart(digits + 4) + "%";
}

function bar(n: number, max: number, width = 20): string {
  const full = Math.round((n / max) * width);
  return "#".repeat(full) + ".".repeat(width - full);
}

function ngrams(words: string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= words.length; i++) {
    const key = words.slice(i, i + n).join(" ");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function topN<K>(m: Map<K, number>, k: number, tiebreak: (a: K, b: K) => number): [K, number][] {
  return [...m.entries()].sort((x, y) => y[1] - x[1] || tiebreak(x[0], y[0])).slice(0, k);
}

const tokens = tokenize(TEXT);
const stats = new Map<string, WordStat>();
for (const { word, line } of tokens) {
  let s = stats.get(word);
  if (!s) {
    s = { word, count: 0, firstLine: line, lines: new Set() };
    stats.set(word, s);
  }
  s.count++;
  s.lines.add(line);
}

const totalChars = tokens.reduce((acc, t) => acc + t.word.length, 0);
console.log(`lines: ${TEXT.split("\n").length}, tokens: ${formatInt(tokens.length)}, distinct: ${stats.size}`);
console.log(`average word length: ${(totalChars / tokens.length).toFixed(2)}`);
const longest = [...stats.keys()].reduce((a, b) => (b.length > a.length || (b.length === a.length && b < a) ? b : a));
console.log(`longest word: ${longest} (${longest.length})`);

console.log("\nTop words (stop words excluded):");
const content = new Map<string, number>();
for (const s of stats.values()) if (!STOP.has(s.word)) content.set(s.word, s.count);
const topWords = topN(content, 8, (a, b) => a.localeCompare(b));
const max = topWords[0][1];
for (const [w, n] of topWords) {
  const s = stats.get(w)!;
  console.log(`  ${w.padEnd(12)} ${String(n).padStart(3)} ${formatPct(n, tokens.length)} ${bar(n, max)} lines ${[...s.lines].join(",")}`);
}

for (const n of [2, 3]) {
  console.log(`\nTop ${n}-grams:`);
  const grams = ngrams(tokens.map((t) => t.word), n);
  for (const [g, c] of topN(grams, 5, (a, b) => (a < b ? -1 : a > b ? 1 : 0))) console.log(`  ${c}x  "${g}"`);
  const once = [...grams.values()].filter((c) => c === 1).length;
  console.log(`  (${grams.size} distinct, ${once} seen once, ${formatPct(once, grams.size, 0).trim()} hapax)`);
}

const byLength = new Map<number, string[]>();
for (const w of stats.keys()) {
  const list = byLength.get(w.length) ?? [];
  list.push(w);
  byLength.set(w.length, list);
}
console.log("\nWords by length:");
for (const len of [...byLength.keys()].sort((a, b) => a - b)) {
  const ws = byLength.get(len)!.sort();
  const shown = ws.length > 6 ? ws.slice(0, 6).join(" ") + ` … +${ws.length - 6}` : ws.join(" ");
  console.log(`  ${String(len).padStart(2)}: ${shown}`);
}

const firstSeen = [...stats.values()].filter((s) => s.count >= 3).sort((a, b) => a.firstLine - b.firstLine || b.count - a.count);
console.log("\nFrequent words by first appearance:", firstSeen.map((s) => `${s.word}@${s.firstLine}`).join(" "));
console.log(formatInt(1234567), formatInt(-987654321), formatInt(12), formatPct(1, 3, 3), formatPct(0, 0));
const initials = tokens.reduce<Record<string, number>>((acc, t) => {
  acc[t.word[0]] = (acc[t.word[0]] ?? 0) + 1;
  return acc;
}, {});
console.log(Object.entries(initials).filter(([, n]) => n > 6).map(([ch, n]) => ch + "=" + n).join(", "));
