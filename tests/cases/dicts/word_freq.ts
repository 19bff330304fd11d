// Word frequencies with Record<string, number>: the classic counting loop.
const text = `It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief`;

function countWords(s: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const raw of s.replaceAll("\n", " ").split(" ")) {
    const w = raw.replace(",", "").trim().toLowerCase();
    if (w === "") continue;
    counts[w] = (counts[w] ?? 0) + 1;
  }
  return counts;
}

const counts = countWords(text);
console.log(counts);
const top = Object.entries(counts)
  .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  .slice(0, 5);
for (const [word, n] of top) console.log(`${word.padEnd(12)} ${n}`);
console.log(Object.keys(counts).length, "distinct words");
console.log(counts["it"], counts["missing"], counts.was);
console.log(JSON.stringify(counts, null, 2));
let total = 0;
for (const k in counts) total += counts[k];
console.log("total", total);
counts.was++;
counts["of"] += 10;
counts["new"] = 1;
console.log(counts.was, counts.of, counts.new, "new" in counts, "old" in counts);
