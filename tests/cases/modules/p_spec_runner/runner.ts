import { Outcome, type Suite, type TestFn, type TestResult } from "./types";
import { AssertionError } from "./expect";

const root: Suite = { name: "", tests: [], children: [], before: [] };
let current: Suite = root;
export let declared = 0;

export function describe(name: string, body: () => void): void {
  const s: Suite = { name, tests: [], children: [], before: [] };
  current.children.push(s);
  const parent = current;
  current = s;
  try { body(); } finally { current = parent; }
}
export function it(name: string, fn: TestFn): void { current.tests.push({ name, fn, skip: false }); declared++; }
export namespace it { export function skip(name: string, fn: TestFn): void { current.tests.push({ name, fn, skip: true }); declared++; } }
export function beforeEach(fn: TestFn): void { current.before.push(fn); }

function runSuite(s: Suite, path: string[], befores: TestFn[], out: TestResult[]): void {
  const all = befores.concat(s.before);
  for (const t of s.tests) {
    const p = path.concat(t.name);
    if (t.skip) { out.push({ path: p, outcome: Outcome.Skip }); continue; }
    try {
      for (const b of all) b();
      t.fn();
      out.push({ path: p, outcome: Outcome.Pass });
    } catch (e) {
      const message = e instanceof AssertionError ? e.message : `${(e as Error).name}: ${(e as Error).message}`;
      out.push({ path: p, outcome: Outcome.Fail, message });
    }
  }
  for (const c of s.children) runSuite(c, path.concat(c.name), all, out);
}

export function run(): TestResult[] {
  const out: TestResult[] = [];
  runSuite(root, [], [], out);
  return out;
}
export default function report(results: TestResult[]): number {
  const marks = ["ok  ", "FAIL", "skip"];
  let failed = 0;
  for (const r of results) {
    console.log(`${marks[r.outcome]} ${r.path.join(" > ")}`);
    if (r.outcome === Outcome.Fail) { failed++; console.log(`     ${r.message}`); }
  }
  console.log(`${results.length} tests, ${failed} failed, ${results.filter(r => r.outcome === Outcome.Skip).length} skipped`);
  return failed;
}
