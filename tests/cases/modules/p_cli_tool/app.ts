import { Command } from "./command";
import { Count, Join } from "./commands/text";
import Sum from "./commands/sum";
import { parse } from "./parser";
import { UsageError, CommandError } from "./errors";
import { ExitCode, type Context } from "./types";

const commands: Command[] = [new Count(), new Join(), new Sum()];
export const names = commands.map(c => c.name);

function help(): string[] {
  return ["usage: tool <command> [options]", ...commands.map(c => `  ${c.name.padEnd(6)} ${c.summary} [${c.options.map(o => (o.alias ? `-${o.alias}|` : "") + "--" + o.name).join(" ")}]`)];
}

export function main(argv: string[], ctx: Context): number {
  try {
    const p = parse(argv, name => name === "help" ? [] : commands.find(c => c.name === name)?.options);
    if (p.command === "help") { ctx.out.push(...help()); return ExitCode.Ok; }
    const cmd = commands.find(c => c.name === p.command)!;
    return cmd.run(p, ctx);
  } catch (e) {
    if (e instanceof UsageError) { ctx.out.push(`usage error${e.command ? ` in ${e.command}` : ""}: ${e.message}`); return ExitCode.Usage; }
    if (e instanceof CommandError) { ctx.out.push(`error: ${e.message}`); return e.code; }
    throw e;
  }
}
