import { c } from "./c";
console.log("b runs");
export function b(): string {
  return "b>" + c();
}
