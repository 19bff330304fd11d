// process.on('exit') and 'beforeExit': a job runner that reports when the work is done.
interface Job { name: string; ms: number }
const done: string[] = [];
let rounds = 0;
process.on("exit", (code) => {
  console.log(`exit ${code}: ${done.join(", ")} (exitCode ${process.exitCode})`);
});
process.on("beforeExit", (code: number) => {
  rounds++;
  console.log(`beforeExit ${code}, round ${rounds}, ${done.length} done`);
  if (rounds < 3) setTimeout(() => done.push(`late${rounds}`), 1);
});
process.once("beforeExit", () => console.log("first beforeExit only"));
const jobs: Job[] = [{ name: "b", ms: 5 }, { name: "a", ms: 1 }, { name: "c", ms: 3 }];
for (const j of jobs) setTimeout(() => done.push(j.name), j.ms);
Promise.resolve().then(() => done.push("micro"));
console.log("scheduled", jobs.length);
