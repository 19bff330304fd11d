// Discrete-event simulation of a bank: a binary-heap event queue, a seeded
// PRNG (mulberry32), exponential arrivals, tellers with breaks, and a report.

class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }
  pick<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }
}

class MinHeap<T> {
  private items: T[] = [];
  constructor(private readonly less: (a: T, b: T) => boolean) {}
  get size(): number {
    return this.items.length;
  }
  push(item: T): void {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(a[i], a[p])) break;
      [a[i], a[p]] = [a[p], a[i]];
      i = p;
    }
  }
  pop(): T | undefined {
    const a = this.items;
    if (a.length === 0) return undefined;
    const top = a[0];
    const last = a.pop()!;
    if (a.length) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < a.length && this.less(a[l], a[m])) m = l;
        if (r < a.length && this.less(a[r], a[m])) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}

enum Service { Deposit = "deposit", Loan = "loan", Exchange = "exchange" }
const SERVICE_MEAN: Record<Service, number> = { [Service.Deposit]: 3, [Service.Loan]: 12, [Service.Exchange]: 5 };

interface Customer { id: number; arrived: number; service: Service; vip: boolean }

type SimEvent =
  | { kind: "arrival"; time: number }
  | { kind: "done"; time: number; teller: number; customer: Customer }
  | { kind: "break"; time: number; teller: number }
  | { kind: "close"; time: number };

// ties in time are broken by scheduling order
interface Scheduled { seq: number; ev: SimEvent }

class Teller {
  busyUntil = 0;
  busyTime = 0;
  served = 0;
  onBreak = false;
  current?: Customer;
  constructor(readonly id: number, readonly speed: number) {}
  get idle(): boolean {
    return !this.current && !this.onBreak;
  }
}

class Bank {
  private readonly rng: Rng;
  private readonly events = new MinHeap<Scheduled>(({ ev: a, seq: sa }, { ev: b, seq: sb }) => a.time < b.time || (a.time === b.time && sa < sb));
  private readonly queue: Customer[] = [];
  private readonly tellers: Teller[];
  private seq = 0;
  private nextId = 1;
  private open = true;
  now = 0;
  readonly waits: number[] = [];
  readonly byService = new Map<Service, { count: number; wait: number }>();
  maxQueue = 0;
  readonly log: string[] = [];

  constructor(seed: number, speeds: number[], private readonly closeAt: number) {
    this.rng = new Rng(seed);
    this.tellers = speeds.map((s, i) => new Teller(i + 1, s));
  }

  private schedule(ev: SimEvent): void {
    this.events.push({ seq: this.seq++, ev });
  }

  private stamp(t: number): string {
    const minutes = 9 * 60 + t;
    return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${(minutes % 60).toFixed(1).padStart(4, "0")}`;
  }

  private dispatch(): void {
    for (const t of this.tellers) {
      if (!t.idle || this.queue.length === 0) continue;
      const vipAt = this.queue.findIndex((c) => c.vip);
      const [c] = this.queue.splice(vipAt >= 0 ? vipAt : 0, 1);
      const wait = this.now - c.arrived;
      this.waits.push(wait);
      const agg = this.byService.get(c.service) ?? { count: 0, wait: 0 };
      agg.count++;
      agg.wait += wait;
      this.byService.set(c.service, agg);
      const duration = this.rng.exponential(SERVICE_MEAN[c.service]) / t.speed;
      t.current = c;
      t.busyTime += duration;
      this.schedule({ kind: "done", time: this.now + duration, teller: t.id, customer: c });
    }
  }

  run(): void {
    this.schedule({ kind: "arrival", time: this.rng.exponential(1.5) });
    this.schedule({ kind: "close", time: this.closeAt });
    this.schedule({ kind: "break", time: 60, teller: 2 });
    let next: Scheduled | undefined;
    while ((next = this.events.pop())) {
      const { ev } = next;
      this.now = ev.time;
      switch (ev.kind) {
        case "arrival": {
          if (!this.open) break;
          const service = this.rng.pick([Service.Deposit, Service.Loan, Service.Exchange], [6, 1, 3]);
          const c: Customer = { id: this.nextId++, arrived: this.now, service, vip: this.rng.next() < 0.1 };
          this.queue.push(c);
          this.maxQueue = Math.max(this.maxQueue, this.queue.length);
          if (c.vip) this.log.push(`${this.stamp(this.now)} VIP #${c.id} arrives for ${service}`);
          this.schedule({ kind: "arrival", time: this.now + this.rng.exponential(1.5) });
          break;
        }
        case "done": {
          const t = this.tellers[ev.teller - 1];
          t.served++;
          t.current = undefined;
          if (ev.customer.service === Service.Loan) {
            this.log.push(`${this.stamp(this.now)} teller ${t.id} closed a loan for #${ev.customer.id}`);
          }
          break;
        }
        case "break": {
          const t = this.tellers[ev.teller - 1];
          if (t.current) {
            this.schedule({ kind: "break", time: this.now + 0.5, teller: t.id });
          } else {
            t.onBreak = !t.onBreak;
            this.log.push(`${this.stamp(this.now)} teller ${t.id} ${t.onBreak ? "starts" : "ends"} a break`);
            if (t.onBreak) this.schedule({ kind: "break", time: this.now + 20, teller: t.id });
          }
          break;
        }
        case "close":
          this.open = false;
          this.log.push(`${this.stamp(this.now)} doors close with ${this.queue.length} waiting`);
          break;
      }
      this.dispatch();
    }
  }

  report(): string[] {
    const sorted = [...this.waits].sort((a, b) => a - b);
    const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
    const lines = [
      `customers served: ${sorted.length}, last departure ${this.stamp(this.now)}`,
      `wait mean ${mean.toFixed(2)} min, median ${q(0.5).toFixed(2)}, p90 ${q(0.9).toFixed(2)}, max ${sorted[sorted.length - 1].toFixed(2)}`,
      `longest queue: ${this.maxQueue}`,
    ];
    for (const [svc, { count, wait }] of [...this.byService].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`  ${svc.padEnd(9)} ${String(count).padStart(4)} customers, avg wait ${(wait / count).toFixed(2)}`);
    }
    for (const t of this.tellers) {
      const util = (100 * t.busyTime) / this.now;
      lines.push(`  teller ${t.id} (x${t.speed.toFixed(1)}): served ${String(t.served).padStart(3)}, utilisation ${util.toFixed(1)}%`);
    }
    return lines;
  }
}

const rng = new Rng(42);
console.log("prng:", Array.from({ length: 5 }, () => rng.next().toFixed(6)).join(" "));

for (const [label, seed, speeds] of [["three tellers", 7, [1, 1.2, 0.8]], ["two fast tellers", 7, [1.5, 1.5]]] as [string, number, number[]][]) {
  const bank = new Bank(seed, speeds, 240);
  bank.run();
  console.log(`\n== ${label} ==`);
  bank.report().forEach((l) => console.log(l));
  console.log(bank.log.slice(0, 6).join("\n"));
  console.log(`(${bank.log.length} log lines)`);
}
