// Async data feed: async generators, for await, Symbol.asyncIterator on a class, batching, backpressure-ish queue.
interface Tick { symbol: string; price: number; seq: number }

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function* ticker(symbol: string, start: number, steps: number[], delay: number): AsyncGenerator<Tick> {
  let price = start;
  for (let seq = 0; seq < steps.length; seq++) {
    await wait(delay);
    price = Math.round((price + steps[seq]) * 100) / 100;
    yield { symbol, price, seq };
  }
}

class AsyncQueue<T> {
  private items: T[] = [];
  private wake: (() => void) | null = null;
  private closed = false;

  push(item: T): void {
    if (this.closed) throw new Error('queue closed');
    this.items.push(item);
    this.notify();
  }

  close(): void {
    this.closed = true;
    this.notify();
  }

  private notify(): void {
    const w = this.wake;
    this.wake = null;
    w?.();
  }

  get pending(): number {
    return this.items.length;
  }

  async *drain(): AsyncGenerator<T> {
    while (true) {
      if (this.items.length) yield this.items.shift()!;
      else if (this.closed) return;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

async function* batch<T>(src: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let buf: T[] = [];
  for await (const x of src) {
    buf.push(x);
    if (buf.length >= size) {
      yield buf;
      buf = [];
    }
  }
  if (buf.length) yield buf;
}

async function* mapAsync<T, U>(src: AsyncIterable<T>, fn: (x: T) => Promise<U> | U): AsyncGenerator<U> {
  for await (const x of src) yield await fn(x);
}

async function pump(src: AsyncIterable<Tick>, q: AsyncQueue<Tick>): Promise<number> {
  let n = 0;
  for await (const t of src) {
    q.push(t);
    n++;
  }
  return n;
}

async function main(): Promise<void> {
  const first: Tick[] = [];
  for await (const t of ticker('ACME', 10, [0.5, -0.25, 1.1], 2)) first.push(t);
  console.log('single feed:', first.map((t) => `${t.seq}:${t.price}`).join(' '));

  const q = new AsyncQueue<Tick>();
  const producers = Promise.all([
    pump(ticker('AAA', 100, [1, 2, -3, 4], 3), q),
    pump(ticker('BBB', 50, [-0.5, -0.5, 2], 5), q),
  ]).then((counts) => {
    q.close();
    return counts;
  });

  const last = new Map<string, number>();
  const seen: string[] = [];
  for await (const group of batch(q.drain(), 3)) {
    const syms = group.map((t) => t.symbol).sort();
    seen.push(`[${syms.join(',')}]`);
    for (const t of group) {
      const prev = last.get(t.symbol);
      last.set(t.symbol, t.price);
      if (prev !== undefined && Math.abs(t.price - prev) >= 3) seen.push(`big move ${t.symbol} ${prev}->${t.price}`);
    }
  }
  const counts = await producers;
  console.log('counts', counts, 'batches/events', seen.length);
  console.log(seen.filter((s) => s.startsWith('big')).sort());
  console.log('last prices', [...last].sort());

  const doubled: number[] = [];
  for await (const v of mapAsync(ticker('X', 1, [1, 1, 1], 1), async (t) => {
    await wait(1);
    return t.price * 2;
  })) doubled.push(v);
  console.log('doubled', doubled);

  const gen = ticker('Z', 0, [1, 2, 3, 4], 1);
  console.log(await gen.next(), await gen.return(undefined), await gen.next());
  try {
    q.push({ symbol: 'late', price: 0, seq: 0 });
  } catch (e) {
    console.log('push after close:', (e as Error).message, 'pending', q.pending);
  }
}

main().then(() => console.log('feed done'));
