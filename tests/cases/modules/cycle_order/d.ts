console.log("d runs");
export function later(): string {
  return "d";
}
