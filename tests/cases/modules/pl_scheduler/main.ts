// A dependency-aware job scheduler on a fake clock: retries with backoff,
// allSettled, an async generator, error subclasses across modules.
import { runUntilIdle, currentTime } from "./clock";
import * as jobs from "./jobs";

const specs: jobs.JobSpec[] = [
  { name: "fetch", cost: 10 },
  { name: "parse", cost: 5, deps: ["fetch"], failTimes: 1 },
  { name: "index", cost: 20, deps: ["parse"] },
  { name: "thumbs", cost: 60, deps: ["fetch"] },
  { name: "report", cost: 3, deps: ["index", "thumbs"] },
  { name: "lint", cost: 4, failTimes: 5 },
];

const log: string[] = [];
const say = (s: string) => log.push(`[t=${String(currentTime()).padStart(3)}] ${s}`);
const started = new Map<string, Promise<string>>();

function start(name: string): Promise<string> {
  let p = started.get(name);
  if (p) return p;
  const spec = specs.find((s) => s.name === name);
  if (!spec) return Promise.reject(new Error(`no job ${name}`));
  p = (async () => {
    const deps = await Promise.all((spec.deps ?? []).map(start));
    say(`start ${name}${deps.length ? ` after ${deps.join(", ")}` : ""}`);
    const r = await jobs.withRetry(() => jobs.execute(spec), 3, 4, say);
    say(`done ${r}`);
    return r;
  })();
  started.set(name, p);
  return p;
}

async function main(): Promise<void> {
  const all = Promise.allSettled([...specs.map((s) => start(s.name)), start("ghost")]);
  const ticker = (async () => {
    const it = jobs.progress(["a", "b", "c"], 15);
    for (;;) {
      const r = await it.next();
      if (r.done) return r.value;
      say(r.value);
    }
  })();
  const fired = runUntilIdle();
  const results = await all;
  const ticks = await ticker;
  console.log(log.join("\n"));
  for (const [i, r] of results.entries()) {
    const name = specs[i]?.name ?? "ghost";
    if (r.status === "fulfilled") console.log(`${name.padEnd(7)} ok     ${r.value}`);
    else {
      const e = r.reason;
      const kind = e instanceof jobs.Timeout ? "timeout" : e instanceof jobs.JobError ? "failed" : "error";
      console.log(`${name.padEnd(7)} ${kind.padEnd(6)} ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  console.log("ticks", ticks, "timers fired", await fired, "end", currentTime());
}

main();
