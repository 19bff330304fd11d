import { describeLimit } from "./limits";

export const appName = "kiln-shop";
// runs before limits.ts (it is on the stack): reads limits.ts's const too early
console.log(appName, describeLimit());
