import { Phase, type Doc, type PluginInfo } from "./types";

export const trace: string[] = [];
let created = 0;
export function createdCount(): number { return created; }

export class PluginError extends Error {
  constructor(readonly plugin: string, message: string) {
    super(`[${plugin}] ${message}`);
    this.name = "PluginError";
  }
}

export abstract class Plugin implements PluginInfo {
  abstract readonly name: string;
  readonly order: number;
  constructor(readonly phase: Phase, order = 0) {
    this.order = order;
    created++;
  }
  abstract apply(doc: Doc): Doc | null;
  run(doc: Doc): Doc | null {
    trace.push(`${Phase[this.phase]}:${this.name}`);
    return this.apply(doc);
  }
  toString(): string { return `${this.name}@${Phase[this.phase]}#${this.order}`; }
}

export abstract class TextPlugin extends Plugin {
  constructor(order: number) { super(Phase.Transform, order); }
  protected abstract map(text: string): string;
  apply(doc: Doc): Doc | null {
    return { ...doc, body: this.map(doc.body) };
  }
}
