export function answer(): number {
  return 42;
}
import { answer as again } from "./main"; // expect error: unsupported: an import of the main module 'main.ts'
console.log(again());
