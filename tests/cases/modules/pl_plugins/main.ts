// A plugin registry filled by modules that register themselves when loaded.
import { pipeline, register, unregister, loaded, registryVersion, Plugin, Phase } from "./registry";
import type { PluginContext } from "./registry";
import { ReplacePlugin, StatsPlugin } from "./plugins/index";

class ShoutPlugin extends Plugin {
  readonly name = "shout";
  run(input: string): string {
    return input.replace(/!+/g, (m) => "!".repeat(Math.min(m.length, 1)));
  }
}

console.log("loaded at start:", loaded().join(", "), "v" + registryVersion());

register(new ShoutPlugin());
const todo = new ReplacePlugin("todo", /TODO\((\w+)\)/g, "[todo]");
todo.priority = 2;
register(todo);
register(new StatsPlugin());

try {
  register(new ShoutPlugin());
} catch (e) {
  console.log("error:", (e as Error).message);
}

function runAll(file: string, text: string): { out: string; ctx: PluginContext } {
  const ctx: PluginContext = { file, warnings: [] };
  let out = text;
  for (const p of pipeline()) {
    const before = out.length;
    out = p.run(out, ctx);
    console.log(`  ${p.toString().padEnd(22)} ${String(before).padStart(4)} -> ${String(out.length).padStart(4)}`);
  }
  return { out, ctx };
}

const source = "function main() {\t\n\treturn 1;   \n\n\n}\n// TODO(ana) wow!!!\n";
console.log("pipeline for a.ts:");
const a = runAll("a.ts", source);
console.log(JSON.stringify(a.out));
console.log("warnings:", a.ctx.warnings);

console.log("removed tabs:", unregister("tabs"), "again:", unregister("tabs"));
console.log("pipeline for b.ts:");
const b = runAll("b.ts", "plain text\n\nnothing here");
console.log(JSON.stringify(b.out));
console.log("warnings:", b.ctx.warnings);

console.log(StatsPlugin.summary());
console.log("phases:", pipeline().map((p) => Phase[p.phase]).join(" "));
console.log("loaded:", loaded().join(", "), "v" + registryVersion());
console.log(pipeline().every((p) => p instanceof Plugin), pipeline().filter((p) => p instanceof ReplacePlugin).length);
