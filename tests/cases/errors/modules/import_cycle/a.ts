import { b } from "./b";
export function a(): number {
  return b() + 1;
}
