import { b } from "./b";
console.log("a runs");
export function a(): string {
  return "a>" + b();
}
