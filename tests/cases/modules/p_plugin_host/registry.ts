import type { Doc } from "./types";
import { Phase } from "./types";
import { Plugin, PluginError } from "./plugin";
import * as P from "./plugins/index";

const registry = new Map<string, Plugin>();
export const registered: string[] = [];

export function register(p: Plugin): void {
  if (registry.has(p.name)) throw new PluginError(p.name, "already registered");
  registry.set(p.name, p);
  registered.push(p.name);
}
export function unregister(name: string): boolean { return registry.delete(name); }

export function pipeline(): Plugin[] {
  return [...registry.values()].sort((a, b) => a.phase - b.phase || a.order - b.order);
}

export function process(doc: Doc): Doc | null {
  let cur: Doc | null = doc;
  for (const p of pipeline()) {
    if (cur === null) break;
    cur = p.run(cur);
  }
  return cur;
}

export function installDefaults(width: number): number {
  for (const p of [new P.Upper(), new P.Trim(), new P.FrontMatter(), new P.RequireMeta(["title"]), new P.Collapse(width)]) register(p);
  return registry.size;
}

export default function describe(): string {
  return pipeline().map(p => `${p}`).join(" -> ") + ` (${Phase[Phase.Emit]} pending)`;
}
