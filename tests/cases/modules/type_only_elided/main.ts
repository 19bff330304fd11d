// module: esm
// Imports used only as types create no evaluation edge, even in a cycle (config.ts <-> renderer.ts).
import { RenderConfig, Theme } from "./config";
import { Renderer } from "./renderer";

const r = new Renderer();
const cfg: RenderConfig = { renderer: r, width: 10, fill: "=" };
let theme: Theme | undefined;
for (const v of [0, 35, 100]) console.log(`${String(v).padStart(3)} [${cfg.renderer.bar(cfg, v)}]`);
console.log(theme === undefined);
