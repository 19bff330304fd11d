const things: unknown[] = [new Map([["a", 1]]), new Set([1]), new WeakMap<object, number>(), new WeakSet<object>(), [1], {}, new Date(0), null, "s"];
console.log(things.map((t) => [t instanceof Map, t instanceof Set, t instanceof WeakMap, t instanceof WeakSet].map(Number).join("")));
function size(x: Map<string, number> | Set<number> | number[]): number {
  if (x instanceof Map) return x.size * 100;
  if (x instanceof Set) return x.size * 10;
  return x.length;
}
console.log(size(new Map([["q", 2]])), size(new Set([1, 2])), size([1, 2, 3]));
const isCounter = (v: unknown): v is Map<string, number> => v instanceof Map;
console.log(isCounter(new Map<string, number>()), isCounter(new Set<number>()), isCounter({ size: 0 }));
