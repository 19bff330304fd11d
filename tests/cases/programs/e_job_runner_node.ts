// CLI-ish tool using node: built-ins
import { EventEmitter } from "node:events";
import * as path from "node:path";
import { createHash } from "node:crypto";

interface Job {
  name: string;
  file: string;
  deps: string[];
}

class Runner extends EventEmitter {
  private done = new Set<string>();
  constructor(private readonly jobs: Map<string, Job>) {
    super();
  }
  run(name: string, stack: string[] = []): void {
    if (this.done.has(name)) return;
    if (stack.includes(name)) throw new Error(`cycle: ${[...stack, name].join(" -> ")}`);
    const job = this.jobs.get(name);
    if (!job) throw new RangeError(`unknown job ${name}`);
    for (const d of job.deps) this.run(d, [...stack, name]);
    this.emit("start", job);
    this.done.add(name);
    this.emit("finish", job.name, this.done.size);
  }
}

const jobs = new Map<string, Job>(
  [
    { name: "lint", file: "src/lint.ts", deps: [] },
    { name: "build", file: "src/build/index.ts", deps: ["lint", "codegen"] },
    { name: "codegen", file: "tools/gen.ts", deps: [] },
    { name: "test", file: "test/run.ts", deps: ["build"] },
  ].map((j) => [j.name, j]),
);

const runner = new Runner(jobs);
runner.on("start", (job: Job) => console.log(`start ${job.name} (${path.basename(job.file)}, ext ${path.extname(job.file)})`));
runner.on("finish", (name: string, n: number) => console.log(`finish ${name} #${n}`));
runner.run("test");
console.log(runner.listenerCount("start"), path.join("a", "b", "../c", "d.txt"), path.dirname("/x/y/z.js"), path.resolve("/root", "sub", "..", "f"));

jobs.set("loopA", { name: "loopA", file: "a.ts", deps: ["loopB"] });
jobs.set("loopB", { name: "loopB", file: "b.ts", deps: ["loopA"] });
try {
  runner.run("loopA");
} catch (e) {
  console.log((e as Error).message);
}
try {
  runner.run("missing");
} catch (e) {
  console.log(e instanceof RangeError, (e as Error).message);
}
console.log(createHash("sha256").update("kiln").digest("hex").slice(0, 16));
console.log(path.parse("/home/u/file.tar.gz"), path.sep, path.relative("/a/b/c", "/a/d"));
