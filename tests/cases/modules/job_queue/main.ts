import { FakeClock } from "./clock";
import { JobQueue, JobResult } from "./queue";

const clock = new FakeClock();

function work(ms: number, value: number): (attempt: number) => Promise<number> {
  return async () => {
    await clock.sleep(ms);
    return value;
  };
}

function flaky(ms: number, failTimes: number, value: number): (attempt: number) => Promise<number> {
  return async attempt => {
    await clock.sleep(ms);
    if (attempt <= failTimes) throw new Error(`transient error ${attempt}`);
    return value * attempt;
  };
}

function table(rows: readonly JobResult<number>[]): string {
  return rows
    .map(r => {
      const outcome = r.state === "done" ? `= ${r.value}` : `! ${r.error}`;
      return `${r.name.padEnd(8)} ${r.state.padEnd(6)} tries=${r.attempts} ${String(r.startedAt).padStart(3)}..${String(r.finishedAt).padEnd(3)} ${outcome}`;
    })
    .join("\n");
}

async function main(): Promise<void> {
  const q = new JobQueue<number>(clock, 2);
  q.add({ name: "fetch", run: work(30, 1) })
    .add({ name: "resize", run: work(15, 2) })
    .add({ name: "flaky", run: flaky(5, 2, 7), retries: 3 })
    .add({ name: "urgent", run: work(1, 99), priority: 10 })
    .add({ name: "doomed", run: flaky(2, 9, 0), retries: 1 });

  let idle = false;
  void q.onIdle().then(() => {
    idle = true;
  });
  const steps = await clock.runAll();
  console.log(`steps=${steps} t=${clock.time} idle=${idle} pending=${clock.pending}`);
  console.log(q.log.join("\n"));
  console.log(table(q.finished));

  const ok = q.finished.filter(r => r.state === "done");
  const total = ok.reduce((s, r) => s + (r.value ?? 0), 0);
  const slowest = [...q.finished].sort((a, b) => b.finishedAt - b.startedAt - (a.finishedAt - a.startedAt))[0];
  console.log(`ok=${ok.length}/${q.finished.length} sum=${total} slowest=${slowest?.name ?? "-"}`);

  const results = await Promise.allSettled([
    new JobQueue<number>(clock, 1).onIdle().then(() => "empty queue idle"),
    Promise.reject(new Error("boom")),
  ]);
  for (const r of results) console.log(r.status === "fulfilled" ? r.value : `rejected: ${(r.reason as Error).message}`);

  try {
    new JobQueue<string>(clock, 0);
  } catch (e) {
    console.log(`${(e as Error).name}: ${(e as Error).message}`);
  }

  const order: string[] = [];
  setTimeout(() => order.push("timeout"), 0);
  queueMicrotask(() => order.push("microtask"));
  await Promise.resolve().then(() => order.push("then"));
  order.push("after await");
  await new Promise<void>(r => setTimeout(r, 1));
  console.log(order.join(" > "));
}

main().catch(e => console.log("main failed", e));
