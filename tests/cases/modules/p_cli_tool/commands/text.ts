import { Command } from "../command";
import type { Parsed } from "../types";

export class Count extends Command {
  readonly name = "count";
  readonly summary = "count words of the arguments";
  constructor() {
    super();
    this.options.push({ name: "min", alias: "m", kind: "number", default: 1, help: "shortest word" });
  }
  execute(p: Parsed): number {
    const min = this.opt(p, "min") as number;
    const words = p.positional.join(" ").split(/\s+/).filter(w => w.length >= min);
    this.print(`${words.length} word(s) of length >= ${min}`);
    return 0;
  }
}

export class Join extends Command {
  readonly name = "join";
  readonly summary = "join arguments";
  constructor() {
    super();
    this.options.push({ name: "sep", alias: "s", kind: "string", default: ",", help: "separator" },
                      { name: "upper", kind: "flag", help: "upper case" });
  }
  execute(p: Parsed): number {
    if (p.positional.length === 0) this.fail("nothing to join");
    const s = p.positional.join(String(this.opt(p, "sep")));
    this.print(this.opt(p, "upper") ? s.toUpperCase() : s);
    return 0;
  }
}
