// A destructured property of a literal union type with a literal default
// keeps the union type (it was widened to string).
type Priority = "high" | "normal" | "low";
interface Job {
  name: string;
  priority: Priority;
  level: 1 | 2 | 3;
}
function make(name: string, { priority = "normal", level = 2 }: { priority?: Priority; level?: 1 | 2 | 3 } = {}): Job {
  const job: Job = { name, priority, level };
  return job;
}
const order: Record<Priority, number> = { high: 0, normal: 1, low: 2 };
const jobs = [make("a"), make("b", { priority: "high" }), make("c", { level: 3, priority: "low" })];
jobs.sort((x, y) => order[x.priority] - order[y.priority]);
console.log(jobs);
const { priority: p = "low" }: Partial<Job> = {};
const q: Priority = p;
console.log(q, order[p]);
