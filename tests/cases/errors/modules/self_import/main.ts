export function answer(): number {
  return 42;
}
import { answer as again } from "./main"; // expect error: unsupported: import cycle main.ts -> main.ts
console.log(again());
