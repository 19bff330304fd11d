// A report over records using only array callbacks: averages, ranks, letter grades.
interface Student {
  name: string;
  scores: number[];
}
const students: Student[] = [
  { name: "Avery", scores: [88, 92, 79, 95] },
  { name: "Blake", scores: [72, 65, 80, 70] },
  { name: "Casey", scores: [95, 98, 100, 97] },
  { name: "Devon", scores: [60, 75, 58, 62] },
  { name: "Emery", scores: [88, 91, 85, 79] },
  { name: "Finley", scores: [] },
];

const avg = (xs: number[]): number => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
const letter = (score: number): string => ["F", "D", "C", "B", "A"][Math.max(0, Math.min(4, Math.floor(score / 10) - 5))];

const rows = students
  .filter((s) => s.scores.length > 0)
  .map((s) => ({ name: s.name, mean: avg(s.scores), min: s.scores.reduce((a, b) => Math.min(a, b)) }))
  .sort((a, b) => b.mean - a.mean);

rows.forEach((r, i) => console.log(`${i + 1}. ${r.name.padEnd(7)} ${r.mean.toFixed(2).padStart(6)} ${letter(r.mean)} min ${r.min}`));
console.log("class average:", avg(rows.map((r) => r.mean)).toFixed(3));
console.log("no scores:", students.filter((s) => s.scores.length === 0).map((s) => s.name));
console.log("all passed:", rows.every((r) => r.min >= 60), "any perfect:", students.some((s) => s.scores.includes(100)));
const histogram = ["A", "B", "C", "D", "F"].map((g) => g + ":" + rows.filter((r) => letter(r.mean) === g).length);
console.log(histogram.join(" "));
const improved = students.filter((s) => s.scores.length > 1 && s.scores[s.scores.length - 1] > s.scores[0]).map((s) => s.name);
console.log("improved:", improved.join(", "));
