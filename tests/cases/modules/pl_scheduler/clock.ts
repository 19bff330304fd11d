// A fake clock so that the scheduler's output does not depend on real time.
let now = 0;
const timers: { at: number; seq: number; fn: () => void }[] = [];
let seq = 0;

export function currentTime(): number {
  return now;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    timers.push({ at: now + ms, seq: seq++, fn: resolve });
  });
}

export async function runUntilIdle(): Promise<number> {
  let fired = 0;
  for (;;) {
    await new Promise<void>((r) => setImmediate(r));
    if (timers.length === 0) return fired;
    timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
    const t = timers.shift()!;
    now = t.at;
    t.fn();
    fired++;
  }
}
