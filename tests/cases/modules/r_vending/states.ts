// The machine's states and events as discriminated unions.
export type Coin = 5 | 10 | 25 | 100;
export const COINS = [100, 25, 10, 5] as const satisfies readonly Coin[];

export type State =
  | { kind: "idle" }
  | { kind: "collecting"; credit: number }
  | { kind: "vending"; slot: SlotId; change: number }
  | { kind: "broken"; reason: string };

export type Event =
  | { type: "coin"; coin: Coin }
  | { type: "select"; slot: SlotId }
  | { type: "cancel" }
  | { type: "taken" }
  | { type: "kick" };

export type SlotId = `${"A" | "B"}${1 | 2}`;
export type StateKind = State["kind"];
export type StateOf<K extends StateKind> = Extract<State, { kind: K }>;

export interface Slot {
  readonly id: SlotId;
  name: string;
  price: number;
  stock: number;
}
