// AbortController and AbortSignal as Node has them: listeners in order, once, onabort,
// reasons (a DOMException AbortError by default), throwIfAborted, AbortSignal.abort and
// .timeout (an unref'd timer), a cancellable sleep.
const c = new AbortController();
console.log(c.signal.aborted, c.signal.reason);
c.signal.addEventListener("abort", (e) => console.log("listener", e.type, typeof e));
c.signal.onabort = () => console.log("onabort");
c.abort();
console.log(c.signal.aborted, String(c.signal.reason), c.signal.reason.name, c.signal.reason.message, c.signal.reason instanceof Error, c.signal.reason.code);
c.abort("again");
console.log(c.signal.reason.name);
const d = new AbortController();
d.abort(new Error("why"));
console.log(d.signal.reason.message);
try {
  d.signal.throwIfAborted();
} catch (e) {
  console.log("thrown", (e as Error).message);
}
const s = AbortSignal.abort("r");
console.log(s.aborted, s.reason);
const t = AbortSignal.timeout(60);
t.addEventListener("abort", () => console.log("timeout", t.reason.name, t.reason.message));
const once = new AbortController();
let n = 0;
const f = () => n++;
once.signal.addEventListener("abort", f, { once: true });
once.signal.addEventListener("abort", f);
once.signal.removeEventListener("abort", () => 0);
once.abort();
console.log("called", n);
function sleep(ms: number, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => resolve(`slept ${ms}`), ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}
const ac = new AbortController();
sleep(1000, ac.signal).then(console.log, (e: unknown) => console.log("sleep rejected:", e instanceof DOMException ? e.name : e));
sleep(10).then(console.log);
setTimeout(() => ac.abort(), 120);
const keep = AbortSignal.timeout(180);
keep.onabort = () => console.log("timeout signal fired", keep.reason instanceof DOMException, (keep.reason as DOMException).code);
setTimeout(() => console.log("still running"), 300);
