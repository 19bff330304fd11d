import { a } from "./a";
import { later } from "./d";
console.log("c runs");
export function c(): string {
  return "c>" + later();
}
export function loop(n: number): string {
  return n > 0 ? a() : "end";
}
