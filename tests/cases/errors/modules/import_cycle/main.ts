import { a } from "./a"; // expect error: unsupported: import cycle main.ts -> a.ts -> b.ts -> main.ts
export const base = 10;
console.log(a());
