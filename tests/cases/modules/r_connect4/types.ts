// Shared types and constants of the game.
export const ROWS = 6;
export const COLS = 7;
export const CONNECT = 4;

export enum Disc {
  Empty = 0,
  Red = 1,
  Yellow = 2,
}

export type Column = number;
export type Cell = [row: number, col: number];

export interface Outcome {
  winner: Disc | null;
  line: Cell[];
  moves: number;
}

export function other(d: Disc): Disc {
  return d === Disc.Red ? Disc.Yellow : Disc.Red;
}

export const SYMBOL: Readonly<Record<Disc, string>> = { [Disc.Empty]: ".", [Disc.Red]: "X", [Disc.Yellow]: "O" };
