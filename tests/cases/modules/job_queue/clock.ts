// A fake clock: timers fire in order of due time when the test advances it,
// so job timings are deterministic.
export class FakeClock {
  private now = 0;
  private seq = 0;
  private timers: { due: number; seq: number; fn: () => void }[] = [];

  get time(): number {
    return this.now;
  }

  sleep(ms: number): Promise<void> {
    return new Promise<void>(resolve => {
      this.timers.push({ due: this.now + ms, seq: this.seq++, fn: resolve });
    });
  }

  get pending(): number {
    return this.timers.length;
  }

  /** Fires the earliest timer, then lets promise callbacks run. */
  async step(): Promise<boolean> {
    if (this.timers.length === 0) return false;
    this.timers.sort((a, b) => a.due - b.due || a.seq - b.seq);
    const t = this.timers.shift()!;
    this.now = Math.max(this.now, t.due);
    t.fn();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    return true;
  }

  async runAll(limit = 1000): Promise<number> {
    let n = 0;
    while (n < limit && (await this.step())) n++;
    return n;
  }
}
