import { count, last } from "./counter";
export function report(tag: string): string {
  return `${tag}: count=${count} last=${last}`;
}
