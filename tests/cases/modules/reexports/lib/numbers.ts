export function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}
export function mean(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return xs.length ? s / xs.length : 0;
}
export interface Stats {
  min: number;
  max: number;
  mean: number;
}
export function stats(xs: number[]): Stats {
  let min = Infinity, max = -Infinity;
  for (const x of xs) {
    min = Math.min(min, x);
    max = Math.max(max, x);
  }
  return { min: min, max: max, mean: mean(xs) };
}
