// Map<string, number> word counting over generated text, then the top words.
let seed = 7;
function rand(n: number): number {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
}

const syll = ["ka", "lo", "mi", "ne", "ru", "ta", "shi", "po", "qua", "ze"];
function word(): string {
  const n = 1 + rand(3);
  let w = "";
  for (let i = 0; i < n; i++) w += syll[rand(syll.length)];
  return w;
}

function makeText(lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const ws: string[] = [];
    const n = 5 + rand(10);
    for (let j = 0; j < n; j++) {
      let w = word();
      if (rand(10) === 0) w = w[0].toUpperCase() + w.slice(1);
      ws.push(w);
    }
    out.push(ws.join(rand(4) === 0 ? ", " : " ") + ".");
  }
  return out.join("\n");
}

const text = makeText(30000);
let checksum = 0;
for (let round = 0; round < 3; round++) {
  const counts = new Map<string, number>();
  for (const line of text.split("\n")) {
    for (const raw of line.split(" ")) {
      let w = raw.toLowerCase();
      while (w.length > 0 && (w.endsWith(".") || w.endsWith(","))) w = w.slice(0, -1);
      if (w.length === 0) continue;
      counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  }
  const bigrams = new Map<string, number>();
  const words = text.toLowerCase().replace(/[.,]/g, "").split(/\s+/);
  for (let i = 0; i + 1 < words.length; i++) {
    const key = words[i] + " " + words[i + 1];
    bigrams.set(key, (bigrams.get(key) || 0) + 1);
  }
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5);
  if (round === 0) {
    console.log(counts.size, bigrams.size);
    for (const [w, c] of top) console.log(w, c);
  }
  for (const [k, v] of counts) checksum = (checksum + k.length * v) % 1000003;
  let best = "";
  let bestN = 0;
  bigrams.forEach((v, k) => { if (v > bestN || (v === bestN && k < best)) { best = k; bestN = v; } });
  if (round === 0) console.log(best, bestN);
  checksum += bestN;
}
console.log(checksum);
