import { appName } from "./config";

export const maxItems: number = 50;
export function describeLimit(): string {
  return `${appName} allows ${maxItems} items`;
}
console.log("limits loaded");
