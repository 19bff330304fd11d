import type { Entity, Money, Result } from "./types";

export const CURRENCY = "EUR";
export let idCounter = 0;
export function nextId(): number { idCounter += 1; return idCounter; }

export function money(m: Money): string {
  const cents = Math.round(m * 100);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")} ${CURRENCY}`;
}
export function sumBy<T>(xs: readonly T[], f: (x: T) => number): number {
  let s = 0;
  for (const x of xs) s += f(x);
  return s;
}
export function groupBy<T, K extends string>(xs: T[], key: (x: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const x of xs) {
    const k = key(x);
    const bucket = m.get(k);
    if (bucket) bucket.push(x); else m.set(k, [x]);
  }
  return m;
}
export function byId<T extends Entity>(a: T, b: T): number { return a.id - b.id; }
export function ok<T>(value: T): Result<T> { return { ok: true, value }; }
export function fail<T>(error: string): Result<T> { return { ok: false, error }; }
