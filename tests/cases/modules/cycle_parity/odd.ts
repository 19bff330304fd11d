import { isEven } from "./even";

export let oddCalls = 0;
export function isOdd(n: number): boolean {
  oddCalls = oddCalls + 1;
  return n === 0 ? false : isEven(n - 1);
}
export const describe = (n: number): string => `${n} is ${isEven(n) ? "even" : "odd"}`;
console.log("odd.ts: isEven(4) is", isEven(4));
