import { Color, Rgb, palette } from "./colors";
import type { Color as ColorName } from "./colors";

function hex(c: Rgb): string {
  return "#" + [c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, "0")).join("");
}
const names: ColorName[] = [Color.Red, Color.Blue];
for (const n of names) console.log(n, hex(palette[n]));
const mixed: Rgb = Rgb(1, 2, 3);
console.log(mixed, Object.keys(Color));
let c: Color = "green";
c = Color.Blue;
console.log(c, hex(palette[c]));
