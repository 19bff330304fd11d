export * from "./items";
export type { StockEvent } from "./events";
export { Outcome } from "./events";
