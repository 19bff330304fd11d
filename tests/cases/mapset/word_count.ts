// Counts words in a text and prints the most frequent ones.
const text = `the quick brown fox jumps over the lazy dog
The dog barks and the fox runs away from the dog`;

function countWords(s: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const raw of s.split(" ")) {
    for (const part of raw.split("\n")) {
      const w = part.trim().toLowerCase();
      if (w.length === 0) continue;
      counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  }
  return counts;
}

const counts = countWords(text);
console.log(counts.size, "distinct words");
const words = Array.from(counts.keys());
words.sort((a, b) => {
  const d = (counts.get(b) ?? 0) - (counts.get(a) ?? 0);
  return d !== 0 ? d : a < b ? -1 : a > b ? 1 : 0;
});
for (const w of words.slice(0, 5)) console.log(w.padEnd(6), counts.get(w));
console.log(counts);
let total = 0;
for (const [, n] of counts) total += n;
console.log("total", total);
