// A registry that its plugins register into; it names them only as types,
// and falls back on one of them inside a function body.
import type { Shape } from "./shapes";
import { Square } from "./shapes";

export type Factory = (size: number) => Shape;
const factories = new Map<string, Factory>();

export function register(name: string, f: Factory): void {
  if (factories.has(name)) throw new Error(`duplicate shape ${name}`);
  factories.set(name, f);
}

export function create(name: string, size: number): Shape {
  const f = factories.get(name);
  return f ? f(size) : new Square(size);
}

export function names(): string[] {
  return [...factories.keys()].sort();
}
console.log("registry ready");
