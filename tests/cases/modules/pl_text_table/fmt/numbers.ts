export const money = (v: number): string => v.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const percent = (v: number): string => `${(v * 100).toFixed(1)}%`;
export function compact(v: number): string {
  const units: [number, string][] = [[1e9, "B"], [1e6, "M"], [1e3, "k"]];
  for (const [size, suffix] of units) if (Math.abs(v) >= size) return (v / size).toFixed(1).replace(/\.0$/, "") + suffix;
  return String(v);
}
