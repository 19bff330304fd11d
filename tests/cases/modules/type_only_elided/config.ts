// Only ever imported for its types: Node never evaluates it (tsc elides the imports).
import { Renderer } from "./renderer";
export interface RenderConfig {
  renderer: Renderer;
  width: number;
  fill: string;
}
export class Theme {
  fill = "#";
}
console.log("config.ts runs (it should not)");
