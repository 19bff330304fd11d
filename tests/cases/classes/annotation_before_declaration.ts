// Top-level variables annotated with a class, a generic class, an enum or an
// interface naming a class declared further down the module.
interface Watcher { name: string; sources: Source<number>[] }
let current: Watcher | null = null;
let lastLevel: Level | undefined;
const registry: Map<string, Source<number>> = new Map();

enum Level { Low, High }

class Source<T> {
  constructor(public readonly id: string, public value: T) {}
}

function watch(name: string): Watcher {
  current = { name, sources: [] };
  return current;
}

const w = watch("w1");
const s = new Source("a", 3);
registry.set(s.id, s);
w.sources.push(s);
lastLevel = s.value > 2 ? Level.High : Level.Low;
const now = (): Watcher | null => current;
console.log(now()?.name, now()?.sources.map((x) => `${x.id}=${x.value}`), Level[lastLevel], registry.size);
{
  let inner: Point | null = null;
  class Point { constructor(public x: number) {} }
  inner = new Point(4);
  console.log(inner.x);
}
