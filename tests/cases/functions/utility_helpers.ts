// The helpers utility modules are made of: debounce/throttle over a generic
// argument tuple, timers typed NodeJS.Timeout or ReturnType<typeof setTimeout>,
// and pipelines held in arrays of functions.
function debounce<T extends unknown[]>(f: (...args: T) => void, ms: number): (...args: T) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => f(...args), ms);
  };
}
function throttle<A extends unknown[]>(f: (...a: A) => void, ms: number): (...a: A) => void {
  let last = -Infinity;
  let pending: NodeJS.Timeout | null = null;
  return (...a) => {
    const now = Date.now();
    if (now - last >= ms) {
      last = now;
      f(...a);
    } else if (!pending) {
      pending = setTimeout(() => {
        pending = null;
        last = Date.now();
        f(...a);
      }, ms - (now - last));
    }
  };
}
function logCalls<A extends unknown[], R>(name: string, f: (...a: A) => R): (...a: A) => R {
  return (...a) => {
    const r = f(...a);
    console.log(`${name}(${a.join(", ")}) = ${r}`);
    return r;
  };
}
const saved: string[] = [];
const save = debounce((doc: string, version: number) => saved.push(`${doc}@${version}`), 5);
save("draft", 1);
save("draft", 2);
save("final", 3);
const seen: number[] = [];
const onScroll = throttle((y: number) => seen.push(y), 50);
for (let y = 0; y < 5; y++) onScroll(y * 10);
const add = logCalls("add", (a: number, b: number) => a + b);
add(2, 3);
const steps = [(x: number) => x + 1, (x: number) => x * 3, Math.sqrt, Math.floor];
console.log(steps.reduce((acc, f) => f(acc), 10), [Math.abs, Math.sign].map((f) => f(-4)));
const ticker: ReturnType<typeof setInterval> = setInterval(() => {
  clearInterval(ticker);
  console.log("saved", saved, "seen", seen);
}, 80);
