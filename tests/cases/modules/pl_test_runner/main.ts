// A tiny test runner: specs register suites when their modules load, then run asynchronously.
import "./specs/math.spec";
import "./specs/async.spec";
import { run, testCount, Status, type Result } from "./runner";

const marks: Record<Status, string> = { pass: "ok  ", fail: "FAIL", skip: "skip" };

async function main(): Promise<number> {
  console.log(`running ${testCount()} tests`);
  const results = await run((r: Result) => {
    console.log(`${marks[r.status]} ${r.path}${r.error ? `\n       ${r.error}` : ""}`);
  });
  const by = (s: Status) => results.filter((r) => r.status === s).length;
  const passed = by(Status.Pass);
  const failed = by(Status.Fail);
  console.log("");
  console.log(`${passed} passed, ${failed} failed, ${by(Status.Skip)} skipped`);
  const width = Math.max(...results.map((r) => r.path.length));
  for (const r of results.filter((r) => r.status === Status.Fail)) console.log(`  - ${r.path.padEnd(width)} |`);
  return failed > 0 ? 1 : 0;
}

main().then((code) => {
  process.exitCode = code;
});
