export function parse(s: string): number {
  return Number(s);
}
