export function parse(s: string): number {
  return parseInt(s, 10);
}
