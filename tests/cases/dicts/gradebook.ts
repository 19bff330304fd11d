// A small grade book: dictionaries keyed by student and by course, letter-grade
// histograms keyed by a literal union, and a JSON report.
type Letter = "A" | "B" | "C" | "D" | "F";

interface Submission {
  student: string;
  course: string;
  score: number;
}

interface Report {
  generated: string;
  averages: Record<string, number>;
  histogram: Record<Letter, number>;
  [section: string]: unknown;
}

const submissions: Submission[] = [
  { student: "ana", course: "math", score: 91 },
  { student: "ben", course: "math", score: 78 },
  { student: "ana", course: "art", score: 85 },
  { student: "cai", course: "math", score: 64 },
  { student: "ben", course: "art", score: 99 },
  { student: "cai", course: "art", score: 52 },
  { student: "dee", course: "math", score: 88 },
  { student: "ana", course: "math", score: 95 },
];

function letter(score: number): Letter {
  if (score >= 90) return "A";
  if (score >= 80) return "B";
  if (score >= 70) return "C";
  if (score >= 60) return "D";
  return "F";
}

const byStudent: Record<string, number[]> = {};
const byCourse: { [course: string]: Record<string, number[]> } = {};
for (const s of submissions) {
  (byStudent[s.student] ??= []).push(s.score);
  const course = (byCourse[s.course] ??= {});
  (course[s.student] ??= []).push(s.score);
}

function mean(xs: number[]): number {
  return Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;
}

const averages: Record<string, number> = {};
for (const [name, scores] of Object.entries(byStudent)) averages[name] = mean(scores);

const histogram: Record<Letter, number> = { A: 0, B: 0, C: 0, D: 0, F: 0 };
for (const name in averages) histogram[letter(averages[name])]++;

console.log(byStudent);
console.log(byCourse);
console.log(averages);
for (const l of Object.keys(histogram)) console.log(l, "#".repeat(histogram[l as Letter]));

const best = Object.entries(averages).reduce((a, b) => (b[1] > a[1] ? b : a));
console.log("best:", best[0], best[1]);

const courseTops = Object.fromEntries(
  Object.entries(byCourse).map(([course, students]) => {
    const top = Object.keys(students).sort((x, y) => mean(students[y]) - mean(students[x]))[0];
    return [course, top] as [string, string];
  }),
);
console.log(courseTops);

const report: Report = { generated: "2026-11-30", averages, histogram, courseTops };
report["notes"] = ["cai needs help in art"];
console.log(JSON.stringify(report, null, 2));
console.log(Object.keys(report), "averages" in report, "missing" in report);
delete report["notes"];
console.log(Object.keys(report).length);
