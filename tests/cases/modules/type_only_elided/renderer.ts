import { type RenderConfig } from "./config";
import type { Theme } from "./config";

export class Renderer {
  constructor(private theme?: Theme) {}
  bar(cfg: RenderConfig, value: number): string {
    const n = Math.round((value / 100) * cfg.width);
    return (this.theme ? this.theme.fill : cfg.fill).repeat(n).padEnd(cfg.width, ".");
  }
}
console.log("renderer.ts runs");
