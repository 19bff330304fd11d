console.log("init names");
export const greeting = "hi";
export function shout(s: string): string {
  return s.toUpperCase() + "!";
}
