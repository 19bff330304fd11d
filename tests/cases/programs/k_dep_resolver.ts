// Dependency resolver: semver-ish ranges, topological install order, cycle detection.
interface Manifest {
  name: string;
  version: string;
  dependencies?: { [pkg: string]: string };
  devDependencies?: Record<string, string>;
}

type Version = [number, number, number];

class ResolveError extends Error {
  constructor(message: string, readonly chain: readonly string[] = []) {
    super(chain.length ? `${message} (via ${chain.join(' -> ')})` : message);
    this.name = new.target.name;
  }
}
class CycleError extends ResolveError {}
class MissingError extends ResolveError {}

function parseVersion(v: string): Version {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v);
  if (!m) throw new ResolveError(`invalid version "${v}"`);
  return [+m[1], +m[2], +m[3]];
}

function cmp(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (range === '*' || range === 'latest') return true;
  const op = range.match(/^(\^|~|>=|<=|>|<|=)?(.*)$/)!;
  const r = parseVersion(op[2]);
  switch (op[1] ?? '=') {
    case '^': return v[0] === r[0] && cmp(v, r) >= 0 && (r[0] !== 0 || v[1] === r[1]);
    case '~': return v[0] === r[0] && v[1] === r[1] && v[2] >= r[2];
    case '>=': return cmp(v, r) >= 0;
    case '<=': return cmp(v, r) <= 0;
    case '>': return cmp(v, r) > 0;
    case '<': return cmp(v, r) < 0;
    default: return cmp(v, r) === 0;
  }
}

class Registry {
  private readonly byName = new Map<string, Manifest[]>();
  add(...ms: Manifest[]): this {
    for (const m of ms) {
      const list = this.byName.get(m.name) ?? [];
      list.push(m);
      list.sort((a, b) => cmp(parseVersion(b.version), parseVersion(a.version)));
      this.byName.set(m.name, list);
    }
    return this;
  }
  best(name: string, range: string, chain: string[]): Manifest {
    const candidates = this.byName.get(name);
    if (!candidates) throw new MissingError(`package "${name}" not found`, chain);
    const hit = candidates.find((m) => satisfies(m.version, range));
    if (!hit) {
      const have = candidates.map((m) => m.version).join(', ');
      throw new MissingError(`no version of ${name} matches ${range} (have ${have})`, chain);
    }
    return hit;
  }
}

function resolve(root: Manifest, reg: Registry, includeDev = false): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const picked = new Map<string, string>();

  const visit = (m: Manifest, chain: string[]): void => {
    const id = `${m.name}@${m.version}`;
    const s = state.get(m.name);
    if (s === 'done') return;
    if (s === 'visiting') {
      const start = chain.findIndex((c) => c.startsWith(m.name + '@'));
      throw new CycleError(`cycle detected at ${m.name}`, [...chain.slice(start), id]);
    }
    const prev = picked.get(m.name);
    if (prev && prev !== m.version) throw new ResolveError(`conflict: ${m.name} ${prev} vs ${m.version}`, chain);
    picked.set(m.name, m.version);
    state.set(m.name, 'visiting');
    const deps = { ...m.dependencies, ...(includeDev && chain.length === 0 ? m.devDependencies : {}) };
    for (const [name, range] of Object.entries(deps).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      visit(reg.best(name, range, [...chain, id]), [...chain, id]);
    }
    state.set(m.name, 'done');
    order.push(id);
  };
  visit(root, []);
  return order;
}

function kahnLayers(graph: Record<string, string[]>): string[][] {
  const indeg = new Map<string, number>(Object.keys(graph).map((k) => [k, 0]));
  for (const deps of Object.values(graph)) for (const d of deps) indeg.set(d, (indeg.get(d) ?? 0) + 1);
  const layers: string[][] = [];
  let ready = [...indeg].filter(([, n]) => n === 0).map(([k]) => k).sort();
  while (ready.length) {
    layers.push(ready);
    const next: string[] = [];
    for (const k of ready) for (const d of graph[k] ?? []) {
      const n = indeg.get(d)! - 1;
      indeg.set(d, n);
      if (n === 0) next.push(d);
    }
    ready = next.sort();
  }
  const left = [...indeg].filter(([, n]) => n > 0).map(([k]) => k);
  if (left.length) layers.push(left.map((k) => `!${k}`));
  return layers;
}

const reg = new Registry().add(
  { name: 'lodash', version: '4.17.21' },
  { name: 'lodash', version: '4.17.15' },
  { name: 'lodash', version: '3.10.1' },
  { name: 'chalk', version: '5.3.0', dependencies: { 'ansi-styles': '^6.0.0' } },
  { name: 'chalk', version: '4.1.2', dependencies: { 'ansi-styles': '^4.1.0', 'supports-color': '~7.1.0' } },
  { name: 'ansi-styles', version: '6.2.1' },
  { name: 'ansi-styles', version: '4.3.0', dependencies: { 'color-convert': '>=2.0.0' } },
  { name: 'color-convert', version: '2.0.1', dependencies: { 'color-name': '1.1.4' } },
  { name: 'color-name', version: '1.1.4' },
  { name: 'supports-color', version: '7.1.0', dependencies: { 'has-flag': '^4.0.0' } },
  { name: 'supports-color', version: '7.2.0' },
  { name: 'has-flag', version: '4.0.0' },
  { name: 'a', version: '1.0.0', dependencies: { b: '*' } },
  { name: 'b', version: '1.0.0', dependencies: { c: '^1.0.0' } },
  { name: 'c', version: '1.2.0', dependencies: { a: '1.0.0' } },
  { name: 'jest', version: '29.7.0', dependencies: { chalk: '^4.0.0' } },
  { name: 'zero', version: '0.2.5' },
);

const apps: Manifest[] = [
  { name: 'app', version: '1.0.0', dependencies: { lodash: '^4.17.0', chalk: '^4.1.0' } },
  { name: 'modern', version: '2.0.0', dependencies: { chalk: 'latest', lodash: '~4.17.15' }, devDependencies: { jest: '^29.0.0' } },
  { name: 'loopy', version: '0.0.1', dependencies: { a: '^1.0.0' } },
  { name: 'broken', version: '1.0.0', dependencies: { chalk: '^4.0.0', leftpad: '1.0.0' } },
  { name: 'old', version: '1.0.0', dependencies: { lodash: '^5.0.0' } },
  { name: 'zeroes', version: '1.0.0', dependencies: { zero: '^0.2.0', 'color-name': '<2.0.0' } },
  { name: 'zeroes2', version: '1.0.0', dependencies: { zero: '^0.3.0' } },
];

for (const app of apps) {
  for (const dev of app.devDependencies ? [false, true] : [false]) {
    const label = `${app.name}${dev ? ' (dev)' : ''}`;
    try {
      const order = resolve(app, reg, dev);
      console.log(`${label}: ${order.length} packages`);
      order.forEach((id, i) => console.log(`  ${String(i + 1).padStart(2, '0')}. ${id}`));
    } catch (e) {
      if (e instanceof CycleError) console.log(`${label}: CYCLE ${e.chain.length - 1} long: ${e.message}`);
      else if (e instanceof ResolveError) console.log(`${label}: ${e.name}: ${e.message}`);
      else throw e;
    }
  }
}

const graph: Record<string, string[]> = {
  app: ['http', 'db', 'log'], http: ['log', 'util'], db: ['util', 'pool'], pool: ['util'], log: [], util: [],
};
console.log(kahnLayers(graph));
console.log(kahnLayers({ x: ['y'], y: ['z'], z: ['y'], w: [] }));
console.log(['^1.2.3', '~1.2.0', '>1.2.3', '<=1.2.3', '1.2.3', '^0.2.0'].map((r) => `${r}:${satisfies('1.2.3', r)}`).join(' '));
try {
  satisfies('1.x', '*');
} catch (e) {
  console.log(String(e), e instanceof ResolveError, (e as ResolveError).chain);
}
