// describe/it registration and an async runner with a summary.
export type TestFn = () => void | Promise<void>;

export const enum Status {
  Pass = "pass",
  Fail = "fail",
  Skip = "skip",
}

export interface Result {
  path: string;
  status: Status;
  ms: number;
  error?: string;
}

interface TestCase {
  name: string;
  fn: TestFn;
  skip: boolean;
}

interface Suite {
  name: string;
  tests: TestCase[];
  children: Suite[];
  beforeEach: TestFn[];
}

const root: Suite = { name: "", tests: [], children: [], beforeEach: [] };
let current = root;
let registered = 0;

export function describe(name: string, body: () => void): void {
  const suite: Suite = { name, tests: [], children: [], beforeEach: [] };
  current.children.push(suite);
  const parent = current;
  current = suite;
  try {
    body();
  } finally {
    current = parent;
  }
}

export function it(name: string, fn: TestFn): void {
  current.tests.push({ name, fn, skip: false });
  registered++;
}

export namespace it {
  export function skip(name: string, fn: TestFn): void {
    current.tests.push({ name, fn, skip: true });
    registered++;
  }
}

export function beforeEach(fn: TestFn): void {
  current.beforeEach.push(fn);
}

export function testCount(): number {
  return registered;
}

function withTimeout(p: Promise<void>, ms: number, name: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const t = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms}ms: ${name}`)), ms);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

async function runSuite(s: Suite, prefix: string[], hooks: TestFn[], out: Result[], onResult: (r: Result) => void): Promise<void> {
  const path = s.name ? [...prefix, s.name] : prefix;
  const allHooks = [...hooks, ...s.beforeEach];
  for (const t of s.tests) {
    const full = [...path, t.name].join(" > ");
    if (t.skip) {
      const r: Result = { path: full, status: Status.Skip, ms: 0 };
      out.push(r);
      onResult(r);
      continue;
    }
    let r: Result;
    try {
      for (const h of allHooks) await h();
      await withTimeout(Promise.resolve().then(t.fn), 50, full);
      r = { path: full, status: Status.Pass, ms: 0 };
    } catch (e) {
      r = { path: full, status: Status.Fail, ms: 0, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
    }
    out.push(r);
    onResult(r);
  }
  for (const child of s.children) await runSuite(child, path, allHooks, out, onResult);
}

export async function run(onResult: (r: Result) => void): Promise<Result[]> {
  const out: Result[] = [];
  await runSuite(root, [], [], out, onResult);
  return out;
}
