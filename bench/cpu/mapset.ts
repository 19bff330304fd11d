// Map/Set-heavy work: word frequencies over generated text (Map<string,
// number>), a graph as Map<number, number[]> searched breadth-first with a
// Set<number> of visited nodes, and de-duplication of composite string keys
// (Set<string>), with deletes and re-inserts so the tables shrink and grow.
// args: 3
const rounds = process.argv.length > 2 ? Number(process.argv[2]) : 3;

const SYLLABLES = ["ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "ve", "zu", "an", "el"];

function makeWords(n: number, seed: number): string[] {
  const words: string[] = [];
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const len = 1 + ((x >>> 24) % 4);
    let w = "";
    let y = x >>> 4;
    for (let j = 0; j < len; j++) {
      w += SYLLABLES[y % SYLLABLES.length];
      y = Math.floor(y / SYLLABLES.length);
    }
    words.push(w);
  }
  return words;
}

function frequencies(words: string[]): Map<string, number> {
  const freq = new Map<string, number>();
  for (const w of words) freq.set(w, (freq.get(w) ?? 0) + 1);
  return freq;
}

function topWords(freq: Map<string, number>, k: number): string {
  return [...freq.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, k)
    .map(([w, c]) => `${w}:${c}`)
    .join(" ");
}

function makeGraph(nodes: number, degree: number): Map<number, number[]> {
  const g = new Map<number, number[]>();
  for (let i = 0; i < nodes; i++) g.set(i, []);
  let x = 7;
  for (let i = 0; i < nodes; i++) {
    for (let d = 0; d < degree; d++) {
      x = (x * 69069 + 1) % 4294967296;
      const j = x % nodes;
      g.get(i)!.push(j);
      g.get(j)!.push(i);
    }
  }
  return g;
}

function bfs(g: Map<number, number[]>, start: number): { reached: number; depth: number } {
  const seen = new Set<number>([start]);
  let frontier = [start];
  let depth = 0;
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const v of frontier) {
      for (const w of g.get(v) ?? []) {
        if (!seen.has(w)) {
          seen.add(w);
          next.push(w);
        }
      }
    }
    if (next.length > 0) depth++;
    frontier = next;
  }
  return { reached: seen.size, depth };
}

function dedupe(words: string[]): number {
  const pairs = new Set<string>();
  for (let i = 1; i < words.length; i++) pairs.add(words[i - 1] + "|" + words[i]);
  let removed = 0;
  for (const w of words.slice(0, 2000)) {
    if (pairs.delete(w + "|" + w)) removed++;
  }
  return pairs.size * 1000 + removed;
}

let checksum = 0;
for (let r = 0; r < rounds; r++) {
  const words = makeWords(200000, 42 + r);
  const freq = frequencies(words);
  // drop the rare words and count again: deletes, then re-inserts
  for (const [w, c] of freq) if (c < 3) freq.delete(w);
  const again = frequencies(words.filter((w) => freq.has(w)));
  checksum += freq.size + again.size;
  if (r === rounds - 1) console.log("distinct", freq.size, "top", topWords(again, 5));
  const g = makeGraph(60000, 3);
  let reached = 0;
  for (let s = 0; s < 5; s++) {
    const { reached: n, depth } = bfs(g, s * 1000);
    reached += n + depth;
  }
  checksum += reached;
  const d = dedupe(words);
  checksum += d;
  if (r === rounds - 1) console.log("bfs", reached, "pairs", d);
}
console.log("checksum", checksum);
