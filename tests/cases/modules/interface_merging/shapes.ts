export interface Options { width: number; label: string }
export interface Options { color?: string }
export function describe(o: Options): string {
  return `${o.label}: ${o.width}${o.color ? " in " + o.color : ""}`;
}
