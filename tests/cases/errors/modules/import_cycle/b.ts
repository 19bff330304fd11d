import { base } from "./main";
export function b(): number {
  return base;
}
