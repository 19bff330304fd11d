// A build planner: targets with dependencies and durations. Tarjan's SCC
// to report cycles, Kahn's topological order with a priority heap,
// critical path, and a simulated parallel schedule on N workers.

class Heap<T> {
  private items: T[] = [];
  constructor(private readonly before: (a: T, b: T) => boolean) {}
  static of<U>(before: (a: U, b: U) => boolean, ...xs: U[]): Heap<U> {
    const h = new Heap<U>(before);
    for (const x of xs) h.push(x);
    return h;
  }
  get length(): number { return this.items.length; }
  push(x: T): void {
    const a = this.items;
    a.push(x);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.before(a[i], a[p])) break;
      [a[i], a[p]] = [a[p], a[i]];
      i = p;
    }
  }
  pop(): T | undefined {
    const a = this.items;
    if (a.length === 0) return undefined;
    const top = a[0];
    const last = a.pop()!;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < a.length && this.before(a[l], a[m])) m = l;
        if (r < a.length && this.before(a[r], a[m])) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}

interface Target {
  readonly name: string;
  readonly deps: readonly string[];
  readonly secs: number;
  readonly priority?: number;
}

type Graph = ReadonlyMap<string, Target>;

function parseSpec(spec: string): Graph {
  const g = new Map<string, Target>();
  for (const raw of spec.trim().split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    if (!line) continue;
    const m = /^(?<name>[\w.-]+)\s*\((?<secs>\d+(?:\.\d+)?)s(?:,\s*p(?<prio>\d+))?\)\s*:\s*(?<deps>.*)$/.exec(line);
    if (!m?.groups) throw new SyntaxError(`bad line: ${line}`);
    const { name, secs, prio, deps } = m.groups;
    g.set(name, {
      name,
      secs: Number(secs),
      priority: prio === undefined ? undefined : Number(prio),
      deps: deps.split(/\s+/).filter(Boolean),
    });
  }
  return g;
}

function stronglyConnected(g: Graph): string[][] {
  let index = 0;
  const idx = new Map<string, number>(), low = new Map<string, number>();
  const stack: string[] = [], on = new Set<string>(), out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index); low.set(v, index); index++;
    stack.push(v); on.add(v);
    for (const w of g.get(v)?.deps ?? []) {
      if (!g.has(w)) continue;
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do { w = stack.pop()!; on.delete(w); comp.push(w); } while (w !== v);
      if (comp.length > 1 || g.get(v)!.deps.includes(v)) out.push(comp.sort());
    }
  };
  for (const v of g.keys()) if (!idx.has(v)) visit(v);
  return out;
}

function topoOrder(g: Graph): string[] {
  const indeg = new Map<string, number>([...g.keys()].map((k) => [k, 0]));
  const users = new Map<string, string[]>();
  for (const t of g.values())
    for (const d of t.deps) {
      indeg.set(t.name, indeg.get(t.name)! + 1);
      users.set(d, [...(users.get(d) ?? []), t.name]);
    }
  const ready = Heap.of<Target>(
    (a, b) => (b.priority ?? 0) - (a.priority ?? 0) < 0 || ((a.priority ?? 0) === (b.priority ?? 0) && a.name < b.name),
    ...[...g.values()].filter((t) => indeg.get(t.name) === 0),
  );
  const order: string[] = [];
  for (let t = ready.pop(); t; t = ready.pop()) {
    order.push(t.name);
    for (const u of users.get(t.name) ?? []) {
      const n = indeg.get(u)! - 1;
      indeg.set(u, n);
      if (n === 0) ready.push(g.get(u)!);
    }
  }
  return order;
}

function criticalPath(g: Graph, order: readonly string[]): { length: number; path: string[] } {
  const finish = new Map<string, number>(), via = new Map<string, string | null>();
  for (const name of order) {
    const t = g.get(name)!;
    let best = 0, from: string | null = null;
    for (const d of t.deps) if ((finish.get(d) ?? 0) > best) { best = finish.get(d)!; from = d; }
    finish.set(name, best + t.secs);
    via.set(name, from);
  }
  let end = order[0];
  for (const n of order) if (finish.get(n)! > finish.get(end)!) end = n;
  const path: string[] = [];
  for (let cur: string | null = end; cur !== null; cur = via.get(cur) ?? null) path.unshift(cur);
  return { length: finish.get(end)!, path };
}

function schedule(g: Graph, workers: number): [number, string[]] {
  const done = new Set<string>(), started = new Set<string>();
  const running = new Heap<[end: number, name: string, worker: number]>((a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]));
  const free: number[] = Array.from({ length: workers }, (_, i) => workers - 1 - i);
  const log: string[] = [];
  let now = 0;
  const fill = (): void => {
    const ready = [...g.values()]
      .filter((t) => !started.has(t.name) && t.deps.every((d) => done.has(d)))
      .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0) || a.name.localeCompare(b.name));
    for (const t of ready) {
      const w = free.pop();
      if (w === undefined) break;
      started.add(t.name);
      running.push([now + t.secs, t.name, w]);
      log.push(`${now.toFixed(1).padStart(5)}s w${w} start ${t.name}`);
    }
  };
  fill();
  while (running.length > 0) {
    const [end, name, w] = running.pop()!;
    now = end;
    done.add(name);
    free.push(w);
    free.sort((a, b) => b - a);
    fill();
  }
  return [now, log];
}

const spec = `
# target (duration, priority): deps
proto (2s): 
codegen (4s, p2): proto
lib.core (6s): codegen
lib.net (3s): lib.core
lib.ui (5s, p1): lib.core assets
assets (1.5s):
app (2s): lib.net lib.ui
tests (7s): lib.core
docs (1s): proto
package (1s, p9): app docs
`;

const g = parseSpec(spec);
console.log(`${g.size} targets, ${[...g.values()].reduce((n, t) => n + t.deps.length, 0)} edges`);
console.log("cycles:", stronglyConnected(g));
const order = topoOrder(g);
console.log("order:", order.join(" -> "));
const cp = criticalPath(g, order);
console.log(`critical path (${cp.length}s): ${cp.path.join(" > ")}`);
for (const n of [1, 2, 3]) {
  const [total, log] = schedule(g, n);
  console.log(`workers=${n}: ${total}s`);
  if (n === 2) log.forEach((l) => console.log("  " + l));
}

const cyclic = parseSpec(`a (1s): b\nb (1s): c\nc (1s): a d\nd (1s):\ne (1s): e\nf (1s): d`);
const cycles = stronglyConnected(cyclic);
console.log("cycles:", JSON.stringify(cycles));
const partial = topoOrder(cyclic);
console.log(`ordered ${partial.length}/${cyclic.size}:`, partial, "stuck:", [...cyclic.keys()].filter((k) => !partial.includes(k)));
try {
  parseSpec("oops");
} catch (e) {
  console.log(e instanceof SyntaxError ? `SyntaxError: ${e.message}` : "?");
}
