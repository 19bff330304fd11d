// word_frequencies: word frequencies of a text on stdin (for await over readline),
// Unicode-aware tokenizing, stop words, top-N with ties, bigrams, a length
// histogram and per-paragraph stats, printed as aligned tables.
import { createInterface } from "node:readline";

const STOP = new Set("a an and the of to in is it that for on with as was at by be this are from or".split(" "));
const TOP_N = Number(process.env.TOP_N ?? 12);

interface Para { index: number; words: number; sentences: number; longest: string }

async function main(): Promise<void> {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  const freq = new Map<string, number>();
  const bigrams = new Map<string, number>();
  const lengths: number[] = [];
  const paras: Para[] = [];
  let cur: Para | null = null;
  let lines = 0, chars = 0, prev = "";
  for await (const line of rl) {
    lines++;
    chars += line.length;
    if (line.trim() === "") { cur = null; prev = ""; continue; }
    if (!cur) { cur = { index: paras.length + 1, words: 0, sentences: 0, longest: "" }; paras.push(cur); }
    cur.sentences += (line.match(/[.!?]+(?=\s|$)/g) ?? []).length;
    for (const m of line.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}]+)*/gu)) {
      const w = m[0].toLowerCase().normalize("NFC");
      cur.words++;
      if ([...w].length > [...cur.longest].length) cur.longest = w;
      lengths[[...w].length] = (lengths[[...w].length] ?? 0) + 1;
      if (prev) bigrams.set(`${prev} ${w}`, (bigrams.get(`${prev} ${w}`) ?? 0) + 1);
      prev = w;
      if (STOP.has(w) || /^\d+$/.test(w)) continue;
      freq.set(w, (freq.get(w) ?? 0) + 1);
    }
  }
  const total = [...freq.values()].reduce((a, b) => a + b, 0);
  console.log(`${lines} lines, ${chars.toLocaleString("en-US")} chars, ${paras.length} paragraphs, ${freq.size} distinct words (${total} counted)`);

  const ranked = [...freq].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "en"));
  const cutoff = ranked[Math.min(TOP_N, ranked.length) - 1]?.[1] ?? 0;
  const top = ranked.filter(([, n], i) => i < TOP_N || n === cutoff);
  const w = Math.max(4, ...top.map(([word]) => [...word].length));
  console.log(`\n${"rank".padStart(4)}  ${"word".padEnd(w)}  ${"n".padStart(4)}  share`);
  let rank = 0, lastN = -1;
  top.forEach(([word, n], i) => {
    if (n !== lastN) { rank = i + 1; lastN = n; }
    const pad = w - [...word].length;
    console.log(`${String(rank).padStart(4)}  ${word}${" ".repeat(pad)}  ${String(n).padStart(4)}  ${((n / total) * 100).toFixed(2).padStart(5)}%`);
  });

  console.log("\nbigrams seen 3+ times:");
  const common = [...bigrams].filter(([, n]) => n >= 3).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  for (const [bg, n] of common.slice(0, 8)) console.log(`  ${bg.padEnd(22)} ${n}`);

  console.log("\nword lengths:");
  const maxLen = lengths.reduce((a, n) => Math.max(a, n ?? 0), 0);
  for (let len = 1; len < lengths.length; len++) {
    const n = lengths[len] ?? 0;
    if (!n) continue;
    console.log(`  ${String(len).padStart(2)} ${"▇".repeat(Math.max(1, Math.round((n / maxLen) * 40)))} ${n}`);
  }
  console.log("\nparagraphs:");
  for (const p of paras) {
    const avg = p.sentences ? (p.words / p.sentences).toFixed(1) : "n/a";
    console.log(`  #${p.index}: ${p.words} words, ${p.sentences} sentences, ${avg} words/sentence, longest "${p.longest}"`);
  }
  const hapax = ranked.filter(([, n]) => n === 1).length;
  console.log(`\nhapax legomena: ${hapax} (${Math.round((hapax / freq.size) * 100)}% of distinct)`);
}

main();
