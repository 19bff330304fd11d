import * as reg from "../registry";

export default class StatsPlugin extends reg.Plugin {
  static instances = 0;
  static readonly label = "stats";
  static lastReport = "";
  readonly name: string;
  override readonly phase = reg.Phase.Emit;

  constructor() {
    super();
    StatsPlugin.instances++;
    this.name = `${StatsPlugin.label}${StatsPlugin.instances > 1 ? StatsPlugin.instances : ""}`;
  }

  run(input: string, ctx: reg.PluginContext): string {
    const lines = input.split("\n");
    const words = input.split(/\s+/).filter(Boolean).length;
    StatsPlugin.lastReport = `${ctx.file}: ${lines.length} lines, ${words} words, ${input.length} chars`;
    return input;
  }

  static summary(): string {
    return `${StatsPlugin.instances} stats plugin(s); last: ${StatsPlugin.lastReport || "(none)"}`;
  }
}

reg.register(new StatsPlugin());
