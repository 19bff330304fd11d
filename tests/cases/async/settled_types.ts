// PromiseSettledResult<T> is a discriminated union on status: narrowing
// gives `value: T` or `reason`, and the types can be written by hand.
interface Job { name: string; ms: number }
async function run(j: Job): Promise<{ name: string; took: number }> {
  if (j.ms < 0) throw new Error(`${j.name}: negative`);
  return { name: j.name.toUpperCase(), took: j.ms * 2 };
}
function summarize<T>(rs: PromiseSettledResult<T>[], show: (t: T) => string): string[] {
  return rs.map((r, i) => (r.status === "fulfilled" ? `${i} ok ${show(r.value)}` : `${i} failed ${(r.reason as Error).message}`));
}
async function main() {
  const jobs: Job[] = [{ name: "a", ms: 1 }, { name: "b", ms: -1 }, { name: "c", ms: 3 }];
  const settled = await Promise.allSettled(jobs.map(run));
  console.log(settled.map((r) => r.status));
  console.log(summarize(settled, (v) => `${v.name}/${v.took}`));
  const ok: PromiseFulfilledResult<{ name: string; took: number }>[] = [];
  const bad: PromiseRejectedResult[] = [];
  for (const r of settled) {
    if (r.status === "rejected") bad.push(r);
    else ok.push(r);
  }
  console.log(ok.map((r) => r.value.took).reduce((a, b) => a + b, 0), bad.length, bad[0].status);
  const manual: PromiseSettledResult<number>[] = [{ status: "fulfilled", value: 1 }, { status: "rejected", reason: new Error("no") }];
  console.log(summarize(manual, (n) => n.toFixed(2)).join("; "));
}
main();
