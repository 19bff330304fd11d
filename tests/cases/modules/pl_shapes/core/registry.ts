// Factories by kind name. Imports Shape only as a type, and shape.ts imports us: a legal cycle.
import type { Shape } from "./shape";

export type Factory = (id: string, dims: number[]) => Shape;
const factories: Record<string, Factory> = {};
let made = 0;

export function registerKind(kind: string, f: Factory): void {
  factories[kind] = f;
}

export function kindCount(): number {
  return Object.keys(factories).length;
}

export function make(spec: string): Shape {
  const [kind, id, ...rest] = spec.split(/\s+/);
  const f = factories[kind];
  if (!f) throw new Error(`unknown shape kind "${kind}" (known: ${Object.keys(factories).sort().join(", ")})`);
  made++;
  return f(id, rest.map(Number));
}

export { made as madeSoFar };
export function madeCount(): number {
  return made;
}
