// Minimax with alpha-beta pruning over the board.
import type { Board } from "./board";
import { Disc, COLS, other, type Column } from "./types";
import { argmax } from "./grid";

export let nodesSearched = 0;
const WIN = 1_000_000;
const ORDER: Column[] = [3, 2, 4, 1, 5, 0, 6].filter((c) => c < COLS);

function evaluate(b: Board, me: Disc): number {
  let centre = 0;
  for (let r = 0; r < 6; r++) {
    if (b.at(r, 3) === me) centre += 3;
    else if (b.at(r, 3) === other(me)) centre -= 3;
  }
  return centre + b.windows(me) - b.windows(other(me));
}

function search(b: Board, depth: number, alpha: number, beta: number, turn: Disc, me: Disc): number {
  nodesSearched++;
  if (b.winningLine()) return turn === me ? -WIN - depth : WIN + depth; // the previous mover won
  const legal = ORDER.filter((c) => b.canDrop(c));
  if (depth === 0 || legal.length === 0) return legal.length === 0 ? 0 : evaluate(b, me);
  const maximising = turn === me;
  let best = maximising ? -Infinity : Infinity;
  for (const col of legal) {
    b.drop(col, turn);
    const v = search(b, depth - 1, alpha, beta, other(turn), me);
    b.undo();
    if (maximising) {
      best = Math.max(best, v);
      alpha = Math.max(alpha, v);
    } else {
      best = Math.min(best, v);
      beta = Math.min(beta, v);
    }
    if (alpha >= beta) break;
  }
  return best;
}

export default class Minimax {
  constructor(readonly depth: number) {}
  choose(b: Board, me: Disc): { column: Column; score: number } {
    const scores = new Map<Column, number>();
    for (const col of ORDER.filter((c) => b.canDrop(c))) {
      b.drop(col, me);
      scores.set(col, search(b, this.depth - 1, -Infinity, Infinity, other(me), me));
      b.undo();
    }
    const column = argmax([...scores.keys()], (c) => scores.get(c)!);
    if (column === undefined) throw new Error("no legal move");
    return { column, score: scores.get(column)! };
  }
}
