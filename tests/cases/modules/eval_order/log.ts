export const events: string[] = [];
export function record(what: string): void {
  events.push(what);
  console.log("event:", what);
}
console.log("log.ts evaluated");
