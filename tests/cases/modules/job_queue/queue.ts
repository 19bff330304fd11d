import { FakeClock } from "./clock";

export type JobState = "queued" | "running" | "done" | "failed";

export interface JobResult<T> {
  readonly name: string;
  readonly state: JobState;
  readonly attempts: number;
  readonly value?: T;
  readonly error?: string;
  readonly startedAt: number;
  readonly finishedAt: number;
}

export interface JobSpec<T> {
  name: string;
  run: (attempt: number) => Promise<T>;
  retries?: number;
  priority?: number;
}

export class JobQueue<T> {
  private waiting: JobSpec<T>[] = [];
  private active = 0;
  private results: JobResult<T>[] = [];
  private idleWaiters: (() => void)[] = [];
  readonly log: string[] = [];

  constructor(private readonly clock: FakeClock, private readonly concurrency: number) {
    if (concurrency < 1) throw new RangeError(`concurrency must be at least 1, got ${concurrency}`);
  }

  add(spec: JobSpec<T>): this {
    this.waiting.push(spec);
    this.waiting.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
    this.log.push(`t=${this.clock.time} queued ${spec.name}`);
    this.pump();
    return this;
  }

  onIdle(): Promise<void> {
    if (this.active === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise(resolve => this.idleWaiters.push(resolve));
  }

  get finished(): readonly JobResult<T>[] {
    return this.results;
  }

  private pump(): void {
    while (this.active < this.concurrency && this.waiting.length > 0) {
      const spec = this.waiting.shift()!;
      this.active++;
      void this.execute(spec).then(r => {
        this.results.push(r);
        this.active--;
        this.pump();
        if (this.active === 0 && this.waiting.length === 0) {
          const ws = this.idleWaiters.splice(0);
          ws.forEach(w => w());
        }
      });
    }
  }

  private async execute(spec: JobSpec<T>): Promise<JobResult<T>> {
    const startedAt = this.clock.time;
    const max = (spec.retries ?? 0) + 1;
    let lastError = "";
    for (let attempt = 1; attempt <= max; attempt++) {
      this.log.push(`t=${this.clock.time} start ${spec.name}#${attempt}`);
      try {
        const value = await spec.run(attempt);
        this.log.push(`t=${this.clock.time} done ${spec.name}`);
        return { name: spec.name, state: "done", attempts: attempt, value, startedAt, finishedAt: this.clock.time };
      } catch (e) {
        lastError = e instanceof Error ? e.message : String(e);
        this.log.push(`t=${this.clock.time} fail ${spec.name}#${attempt}: ${lastError}`);
        if (attempt < max) await this.clock.sleep(10 * 2 ** (attempt - 1));
      }
    }
    return { name: spec.name, state: "failed", attempts: max, error: lastError, startedAt, finishedAt: this.clock.time };
  }
}
