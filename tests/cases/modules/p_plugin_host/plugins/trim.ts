import { TextPlugin } from "../plugin";
export class Trim extends TextPlugin {
  readonly name = "trim";
  constructor() { super(10); }
  protected map(t: string): string { return t.split("\n").map(l => l.trim()).filter(l => l.length > 0).join("\n"); }
}
export class Collapse extends TextPlugin {
  readonly name: string = "collapse";
  constructor(private readonly width: number) { super(15); }
  protected map(t: string): string { return t.replace(/\s+/g, " ").slice(0, this.width); }
}
