import type { Context, OptionSpec, OptValue, Parsed } from "./types";
import { ExitCode } from "./types";
import { CommandError } from "./errors";

export abstract class Command {
  abstract readonly name: string;
  abstract readonly summary: string;
  readonly options: OptionSpec[] = [{ name: "verbose", alias: "v", kind: "flag", default: false, help: "say more" }];
  protected ctx: Context = { out: [], env: {} };
  abstract execute(p: Parsed): number;
  run(p: Parsed, ctx: Context): number {
    this.ctx = ctx;
    if (this.opt(p, "verbose") === true) this.print(`# ${this.name} ${p.positional.length} arg(s)`);
    return this.execute(p);
  }
  protected print(line: string): void { this.ctx.out.push(line); }
  protected opt(p: Parsed, name: string): OptValue | undefined { return p.options.get(name); }
  protected fail(msg: string): never { throw new CommandError(`${this.name}: ${msg}`, ExitCode.Failure); }
}
