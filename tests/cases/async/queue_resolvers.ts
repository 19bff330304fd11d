// A Result type, retry with await in a loop, a queue of pending resolvers (the resolve function stored as (v: T) => void), allSettled reasons as any
type Result<T, E = Error> = { ok: true; value: T } | { ok: false; error: E };
function ok<T>(value: T): Result<T, never> { return { ok: true, value }; }
function err<E>(error: E): Result<never, E> { return { ok: false, error }; }
function parseAge(s: string): Result<number, string> {
  const n = Number(s);
  if (Number.isNaN(n)) return err(`not a number: ${s}`);
  if (n < 0) return err("negative");
  return ok(n);
}
for (const s of ["12", "x", "-3"]) {
  const r = parseAge(s);
  if (r.ok) console.log("age", r.value); else console.log("error", r.error);
}
const sleep = (ms: number) => new Promise<void>(res => setTimeout(res, ms));
async function retry<T>(fn: () => Promise<T>, n: number): Promise<T> {
  let last: unknown;
  for (let i = 0; i < n; i++) {
    try { return await fn(); } catch (e) { last = e; console.log("attempt", i, (e as Error).message); await sleep(1); }
  }
  throw last;
}
let calls = 0;
async function flaky(): Promise<string> { calls++; if (calls < 3) throw new Error("flake " + calls); return "done"; }
class Queue<T> {
  private items: T[] = [];
  private waiting: ((v: T) => void)[] = [];
  put(v: T) { const w = this.waiting.shift(); if (w) w(v); else this.items.push(v); }
  get(): Promise<T> { return this.items.length ? Promise.resolve(this.items.shift()!) : new Promise(r => this.waiting.push(r)); }
}
async function main() {
  console.log(await retry(flaky, 5));
  const q = new Queue<number>();
  const consumer = (async () => { let sum = 0; for (let i = 0; i < 3; i++) sum += await q.get(); return sum; })();
  q.put(1); setTimeout(() => q.put(2), 2); setTimeout(() => q.put(3), 4);
  console.log("sum", await consumer);
  const results = await Promise.allSettled([Promise.resolve(1), Promise.reject(new Error("no")), sleep(1).then(() => "late")]);
  console.log(results.map(r => r.status === "fulfilled" ? r.value : r.reason.message));
  const timeout = <T,>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<never>((_, rej) => setTimeout(() => rej(new Error("timeout")), ms))]);
  try { await timeout(sleep(50), 5); } catch (e) { console.log((e as Error).message); }
}
main().catch(e => { console.error(e); process.exitCode = 1; });
