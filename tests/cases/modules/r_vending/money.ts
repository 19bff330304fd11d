import { COINS, type Coin } from "./states";

/** Greedy change in the machine's coins, limited by what the machine holds. */
export function makeChange(amount: number, bank: Map<Coin, number>): Coin[] | null {
  const out: Coin[] = [];
  let left = amount;
  for (const c of COINS) {
    let have = bank.get(c) ?? 0;
    while (left >= c && have > 0) {
      out.push(c);
      left -= c;
      have--;
    }
  }
  if (left !== 0) return null;
  for (const c of out) bank.set(c, (bank.get(c) ?? 0) - 1);
  return out;
}

export const cents = (n: number): string => `$${(n / 100).toFixed(2)}`;
