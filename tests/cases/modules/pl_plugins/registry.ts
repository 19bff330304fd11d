// The plugin registry: module state mutated through exported functions.
export enum Phase {
  Parse,
  Transform,
  Emit,
}

export interface PluginContext {
  readonly file: string;
  warnings: string[];
}

export abstract class Plugin {
  abstract readonly name: string;
  readonly phase: Phase = Phase.Transform;
  priority = 0;
  abstract run(input: string, ctx: PluginContext): string;
  toString(): string {
    return `${this.name}@${Phase[this.phase]}(${this.priority})`;
  }
}

const plugins = new Map<string, Plugin>();
const loadOrder: string[] = [];
let version = 0;

export function register(p: Plugin): void {
  if (plugins.has(p.name)) throw new Error(`plugin "${p.name}" is already registered`);
  plugins.set(p.name, p);
  loadOrder.push(p.name);
  version++;
}

export function unregister(name: string): boolean {
  const ok = plugins.delete(name);
  if (ok) version++;
  return ok;
}

export function registryVersion(): number {
  return version;
}

export function loaded(): readonly string[] {
  return loadOrder;
}

export function pipeline(): Plugin[] {
  return [...plugins.values()].sort((a, b) => a.phase - b.phase || b.priority - a.priority || a.name.localeCompare(b.name));
}
