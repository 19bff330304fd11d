// Ambient declarations add types only: nothing runs for them.
declare namespace Config {
  interface Options { verbose: boolean; level: number }
  type Mode = "fast" | "safe";
  namespace Nested { interface Flag { on: boolean } }
}
declare module "virtual-config" {
  export const defaults: number;
}
function describe(o: Config.Options, m: Config.Mode, f: Config.Nested.Flag): string {
  return `${o.verbose ? "verbose" : "quiet"}:${o.level}:${m}:${f.on}`;
}
console.log(describe({ verbose: true, level: 3 }, "safe", { on: false }));
const modes: Config.Mode[] = ["fast", "safe"];
console.log(modes.join("|"));
