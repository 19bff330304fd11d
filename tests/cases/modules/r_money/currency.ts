// Currencies, their minor units and rounding rules.
export enum Rounding {
  HalfUp = "half-up",
  HalfEven = "half-even",
  Down = "down",
}

export interface Currency {
  readonly code: string;
  readonly digits: number;
  readonly symbol: string;
  readonly cashStep?: number; // smallest coin in minor units (CHF: 5)
}

const registry = new Map<string, Currency>();

export function define(c: Currency): Currency {
  if (registry.has(c.code)) throw new Error(`currency ${c.code} defined twice`);
  registry.set(c.code, Object.freeze({ ...c }));
  return registry.get(c.code)!;
}

export function lookup(code: string): Currency | undefined {
  return registry.get(code.toUpperCase());
}

export const USD = define({ code: "USD", digits: 2, symbol: "$" });
export const EUR = define({ code: "EUR", digits: 2, symbol: "€" });
export const JPY = define({ code: "JPY", digits: 0, symbol: "¥" });
export const CHF = define({ code: "CHF", digits: 2, symbol: "Fr.", cashStep: 5 });
export const KWD = define({ code: "KWD", digits: 3, symbol: "KD" });

/** Rounds x (in minor units, possibly fractional) to an integer by rule. */
export function roundMinor(x: number, rule: Rounding): number {
  const fl = Math.floor(x);
  const frac = x - fl;
  const eps = 1e-9;
  switch (rule) {
    case Rounding.Down:
      return x < 0 ? Math.ceil(x - eps) : Math.floor(x + eps);
    case Rounding.HalfUp:
      return Math.abs(frac - 0.5) < eps ? (x < 0 ? fl : fl + 1) : Math.round(x);
    case Rounding.HalfEven:
      if (Math.abs(frac - 0.5) < eps) return fl % 2 === 0 ? fl : fl + 1;
      return Math.round(x);
  }
}
