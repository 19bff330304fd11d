import { Plugin, Phase, register, type PluginContext } from "../registry";

class TrimPlugin extends Plugin {
  readonly name = "trim";
  override readonly phase = Phase.Parse;
  run(input: string): string {
    return input
      .split("\n")
      .map((l) => l.trimEnd())
      .filter((l, i, all) => l !== "" || (i > 0 && all[i - 1] !== ""))
      .join("\n");
  }
}

export class ReplacePlugin extends Plugin {
  constructor(readonly name: string, private from: RegExp, private to: string) {
    super();
  }
  run(input: string, ctx: PluginContext): string {
    let count = 0;
    const out = input.replace(this.from, () => {
      count++;
      return this.to;
    });
    if (count === 0) ctx.warnings.push(`${this.name}: nothing to replace in ${ctx.file}`);
    return out;
  }
}

register(new TrimPlugin());
const tabs = new ReplacePlugin("tabs", /\t/g, "  ");
tabs.priority = 5;
register(tabs);
