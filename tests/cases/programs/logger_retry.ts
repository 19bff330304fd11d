enum Level { Debug, Info, Warn, Error }
interface LogEntry { level: Level; msg: string; at: number; meta?: Record<string, unknown>; }
class Logger {
  private static instance?: Logger;
  private entries: LogEntry[] = [];
  private constructor(private minLevel: Level = Level.Info) {}
  static get(): Logger { return (Logger.instance ??= new Logger()); }
  log(level: Level, msg: string, meta?: Record<string, unknown>): void {
    if (level < this.minLevel) return;
    this.entries.push({ level, msg, at: this.entries.length, ...(meta ? { meta } : {}) });
  }
  get count(): number { return this.entries.length; }
  dump(): string[] { return this.entries.map(e => `[${Level[e.level]}] ${e.msg}${e.meta ? " " + JSON.stringify(e.meta) : ""}`); }
}
const log = Logger.get();
log.log(Level.Debug, "hidden");
log.log(Level.Info, "start", { pid: 42 });
log.log(Level.Error, "boom");
console.log(log.count, log.dump());

function sleep(ms: number): Promise<void> { return new Promise(resolve => setTimeout(resolve, ms)); }
async function retry<T>(fn: () => Promise<T>, times: number): Promise<T> {
  let lastErr: unknown;
  for (let i = 0; i < times; i++) {
    try { return await fn(); } catch (e) { lastErr = e; await sleep(1); }
  }
  throw lastErr;
}
let attempts = 0;
async function flaky(): Promise<string> {
  attempts++;
  if (attempts < 3) throw new Error(`attempt ${attempts} failed`);
  return "ok after " + attempts;
}
function sum(...nums: number[]): number { return nums.reduce((a, b) => a + b, 0); }
function greet(name: string, greeting = "Hello", punct?: string): string { return `${greeting}, ${name}${punct ?? "!"}`; }
function makeCounter(start = 0) { let n = start; return { inc: () => ++n, dec: () => --n, value: () => n }; }
async function main(): Promise<void> {
  console.log(await retry(flaky, 5));
  try { attempts = -10; await retry(flaky, 2); } catch (e) { console.log("failed:", (e as Error).message); }
  const results = await Promise.all([1, 2, 3].map(async x => { await sleep(3 - x); return x * 10; }));
  console.log(results);
  console.log(sum(), sum(1, 2, 3), sum(...[4, 5]));
  console.log(greet("Ada"), greet("Bob", "Hi"), greet("Cy", "Yo", "?"));
  const c = makeCounter(5); c.inc(); c.inc(); c.dec();
  console.log(c.value());
  let [a, b] = [1, 2]; [a, b] = [b, a]; console.log(a, b);
  const s1 = new Set([1, 2, 3, 4]), s2 = new Set([3, 4, 5]);
  console.log([...s1].filter(x => s2.has(x)), new Set([...s1, ...s2]).size);
  const text = "  Hello, World! Hello, TypeScript.  ";
  console.log(text.trim().toLowerCase().split(/[^a-z]+/).filter(Boolean), text.indexOf("Hello", 5), text.replace(/Hello/g, "Bye").trim());
  outer: for (let i = 0; i < 3; i++) { for (let j = 0; j < 3; j++) { if (j === 2) continue outer; if (i === 2) break outer; console.log(i, j); } }
  console.log((1234.5678).toFixed(2), (0.1 + 0.2).toPrecision(3), (255).toString(16), parseInt("ff", 16), Number("12px"), Math.round(-2.5));
  const data = JSON.parse('{"name":"kiln","tags":["a","b"],"n":3}') as { name: string; tags: string[]; n: number };
  console.log(data.name, data.tags.length, data.n + 1);
  try { JSON.parse("{bad"); } catch (e) { if (e instanceof SyntaxError) console.log("syntax:", e.message); }
  finally { console.log("finally"); }
  const grouped = new Map<boolean, number[]>();
  for (const n of [1, 2, 3, 4, 5, 6]) { const k = n % 2 === 0; grouped.set(k, [...(grouped.get(k) ?? []), n]); }
  console.log(grouped);
}
main().then(() => console.log("done"));
