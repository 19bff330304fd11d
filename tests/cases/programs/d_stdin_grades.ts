// Reads "name,subject,score" lines from standard input, validates them and prints per-student and per-subject summaries.
import * as readline from "node:readline";

interface Row { name: string; subject: string; score: number }

function grade(avg: number): string {
  if (avg >= 90) return "A";
  if (avg >= 80) return "B";
  if (avg >= 70) return "C";
  return avg >= 60 ? "D" : "F";
}

async function main(): Promise<void> {
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  const rows: Row[] = [];
  const bad: string[] = [];
  let lineNo = 0;
  for await (const raw of rl) {
    lineNo++;
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const parts = line.split(",").map((p) => p.trim());
    const score = Number(parts[2]);
    if (parts.length !== 3 || !parts[0] || !Number.isFinite(score) || score < 0 || score > 100) {
      bad.push(`line ${lineNo}: ${JSON.stringify(raw)}`);
      continue;
    }
    rows.push({ name: parts[0], subject: parts[1].toLowerCase(), score });
  }
  const students = new Map<string, number[]>();
  const subjects = new Map<string, { sum: number; n: number; best: Row | null }>();
  for (const r of rows) {
    if (!students.has(r.name)) students.set(r.name, []);
    students.get(r.name)!.push(r.score);
    const s = subjects.get(r.subject) ?? { sum: 0, n: 0, best: null };
    s.sum += r.score;
    s.n++;
    if (!s.best || r.score > s.best.score) s.best = r;
    subjects.set(r.subject, s);
  }
  console.log(`${rows.length} scores, ${students.size} students, ${subjects.size} subjects`);
  const ranking = [...students].map(([name, sc]) => ({ name, avg: sc.reduce((a, b) => a + b, 0) / sc.length, n: sc.length }))
    .sort((a, b) => b.avg - a.avg || a.name.localeCompare(b.name));
  ranking.forEach((s, i) => console.log(`${String(i + 1).padStart(2)}. ${s.name.padEnd(10)} ${s.avg.toFixed(1).padStart(5)} ${grade(s.avg)} (${s.n})`));
  for (const [subj, s] of [...subjects].sort(([a], [b]) => (a < b ? -1 : 1))) {
    console.log(`${subj[0].toUpperCase()}${subj.slice(1)}: mean ${(s.sum / s.n).toFixed(2)}, best ${s.best?.name} (${s.best?.score})`);
  }
  if (bad.length) console.log("skipped:\n  " + bad.join("\n  "));
  const hist = new Array<number>(5).fill(0);
  for (const r of rows) hist[Math.min(4, Math.floor(r.score / 20))]++;
  console.log(hist.map((n, i) => `${i * 20}-${i === 4 ? 100 : i * 20 + 19}: ${"#".repeat(n)}`).join("\n"));
}

main().catch((e) => { console.error(e); process.exitCode = 1; });
