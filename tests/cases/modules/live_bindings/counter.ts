export let count = 0;
export let last: string = "none";
export function increment(by: number): number {
  count += by;
  last = "inc " + by;
  return count;
}
export function reset(): void {
  count = 0;
  last = "reset";
}
