// args: --jobs=3 --fail-on=gamma
// i_jobs: a small job runner script. Reads a job list written to a temp file
// (fs.promises), runs jobs with a concurrency limit on timers, retries with
// backoff, collects results with Promise.allSettled, writes a JSON summary
// with Dates, and sets process.exitCode; an 'exit' handler prints last.
import { promises as fsp } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

interface JobSpec { name: string; ms: number; retries?: number; deps?: string[] }
interface JobResult { name: string; attempts: number; finishedAt: Date; output: string }

const args = new Map(process.argv.slice(2).map((a) => {
  const m = /^--([\w-]+)=(.*)$/.exec(a);
  if (!m) { console.error(`bad argument ${a}`); process.exit(2); }
  return [m[1], m[2]] as const;
}));
const limit = Number(args.get("jobs") ?? 2);
const failOn = new Set((args.get("fail-on") ?? "").split(",").filter(Boolean));

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const log: string[] = [];

class JobError extends Error {
  constructor(readonly job: string, readonly attempt: number, cause?: unknown) {
    super(`${job} failed on attempt ${attempt}`, { cause });
    this.name = "JobError";
  }
}

async function runOne(spec: JobSpec): Promise<JobResult> {
  const max = (spec.retries ?? 0) + 1;
  for (let attempt = 1; ; attempt++) {
    await sleep(spec.ms);
    try {
      if (failOn.has(spec.name) && attempt < max + (spec.name.length % 2)) throw new Error(`exit status ${attempt + 1}`);
      log.push(`${spec.name}#${attempt}`);
      return { name: spec.name, attempts: attempt, finishedAt: new Date(Date.UTC(2024, 0, 1) + spec.ms * attempt * 1000) /* simulated: timers race under load */, output: spec.name.toUpperCase() };
    } catch (e) {
      log.push(`${spec.name}!${attempt}`);
      if (attempt >= max) throw new JobError(spec.name, attempt, e);
      await sleep(2 ** attempt);
    }
  }
}

async function pool<T, R>(items: T[], n: number, fn: (t: T) => Promise<R>): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const i = next++;
      try {
        results[i] = { status: "fulfilled", value: await fn(items[i]) };
      } catch (reason) {
        results[i] = { status: "rejected", reason };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
  return results;
}

async function main(): Promise<number> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "jobs-"));
  const specFile = path.join(dir, "jobs.json");
  const specs: JobSpec[] = [
    { name: "alpha", ms: 30 }, { name: "beta", ms: 10, retries: 1 }, { name: "gamma", ms: 20, retries: 2 },
    { name: "delta", ms: 5 }, { name: "epsilon", ms: 15, retries: 1 }, { name: "zeta", ms: 1 },
  ];
  await fsp.writeFile(specFile, JSON.stringify({ version: 1, jobs: specs }));
  const loaded = JSON.parse(await fsp.readFile(specFile, "utf8")) as { version: number; jobs: JobSpec[] };
  console.log(`loaded ${loaded.jobs.length} jobs (v${loaded.version}), limit ${limit}, failing: ${[...failOn].join(",") || "none"}`);

  const settled = await pool(loaded.jobs, limit, runOne);
  let failed = 0;
  settled.forEach((r, i) => {
    const name = loaded.jobs[i].name.padEnd(8);
    if (r.status === "fulfilled") console.log(`ok   ${name} attempts=${r.value.attempts} at ${r.value.finishedAt.toISOString()} -> ${r.value.output}`);
    else {
      failed++;
      const e = r.reason as JobError;
      console.log(`FAIL ${name} ${e.name}: ${e.message} (cause: ${(e.cause as Error).message})`);
    }
  });
  const summary = {
    ok: settled.filter((r) => r.status === "fulfilled").length,
    failed,
    results: settled.flatMap((r) => (r.status === "fulfilled" ? [r.value] : [])),
  };
  const out = path.join(dir, "summary.json");
  await fsp.writeFile(out, JSON.stringify(summary, null, 2));
  const back = JSON.parse(await fsp.readFile(out, "utf8"), (k, v) => (k === "finishedAt" ? new Date(v) : v)) as typeof summary;
  console.log(`summary: ${back.ok} ok, ${back.failed} failed; last finished ${back.results.at(-1)?.finishedAt.getUTCSeconds()}s past the minute`);
  console.log(`files: ${(await fsp.readdir(dir)).sort().join(", ")}`);
  const st = await fsp.stat(out);
  console.log(`summary is a file: ${st.isFile()}, non-empty: ${st.size > 0}`);
  await fsp.rm(dir, { recursive: true });
  console.log("attempts:", log.length, "sorted log:", [...log].sort().join(" "));
  return failed ? 1 : 0;
}

process.on("exit", (code) => console.log(`exit handler: code ${code}`));
main().then((code) => { process.exitCode = code; }, (e) => { console.error(e); process.exitCode = 70; });
