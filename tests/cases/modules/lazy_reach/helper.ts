// Used only inside a method body of circle.ts: main never needs it, but
// it still runs before circle.ts does.
console.log("init helper");
export function twice(n: number): number {
  return n * 2;
}
