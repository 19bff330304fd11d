export function capitalize(s: string): string {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}
export function repeatWord(w: string, n: number): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(w);
  return parts.join(" ");
}
export const SEPARATOR = " :: ";
