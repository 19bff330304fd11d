export type StockEvent =
  | { type: "receive"; sku: string; qty: number }
  | { type: "ship"; sku: string; qty: number; order: string }
  | { type: "adjust"; sku: string; delta: number; reason: string }
  | { type: "discontinue"; sku: string };

export const enum Outcome {
  Ok,
  Rejected,
  Ignored,
}
