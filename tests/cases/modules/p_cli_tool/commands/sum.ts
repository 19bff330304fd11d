import { Command } from "../command";
import type { Parsed } from "../types";

export default class Sum extends Command {
  readonly name = "sum";
  readonly summary = "add numbers";
  constructor() {
    super();
    this.options.push({ name: "skip", kind: "list", default: "", help: "values to skip" },
                      { name: "precision", alias: "p", kind: "number", default: 2, help: "digits" });
  }
  execute(p: Parsed): number {
    const skipOpt = this.opt(p, "skip");
    const skip = Array.isArray(skipOpt) ? skipOpt : [];
    let total = 0;
    for (const a of p.positional) {
      if (skip.includes(a)) continue;
      const n = parseFloat(a);
      if (Number.isNaN(n)) this.fail(`'${a}' is not a number`);
      total += n;
    }
    this.print(total.toFixed(this.opt(p, "precision") as number));
    return 0;
  }
}
