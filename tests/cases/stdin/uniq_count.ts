// uniq_count: uniq -c | sort -rn over stdin lines (case and space folded, first-seen order for ties), ending with a write callback.
import * as readline from "readline";
async function main() {
  const rl = readline.createInterface({ input: process.stdin });
  const seen = new Map<string, { n: number; first: number }>();
  let i = 0;
  for await (const raw of rl) {
    const key = raw.toLowerCase().replace(/\s+/g, " ").trim();
    if (!key) continue;
    const e = seen.get(key);
    if (e) e.n++;
    else seen.set(key, { n: 1, first: i });
    i++;
  }
  const rows = Array.from(seen, ([k, { n, first }]) => ({ k, n, first }));
  rows.sort((a, b) => b.n - a.n || a.first - b.first);
  const w = String(rows[0]?.n ?? 0).length;
  for (const { k, n } of rows) process.stdout.write(`${String(n).padStart(w + 4)} ${k}\n`);
  const dupes = rows.filter((r) => r.n > 1);
  console.error(`${dupes.length} duplicated`);
  process.stdout.write(`total ${i}, unique ${rows.length}, ratio ${(rows.length / i).toFixed(3)}\n`, () => {});
}
main().catch((err: unknown) => { console.error(err); process.exit(1); });
