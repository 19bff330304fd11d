// Runs a game between two players, refusing illegal moves.
import { Board, IllegalMove } from "./board";
import type { Player } from "./players";
import type { Outcome } from "./types";

export function play(a: Player, b: Player, log: (line: string) => void): Outcome {
  const board = new Board();
  const players = [a, b];
  let turn = 0;
  let strikes = 0;
  while (board.legal().length > 0) {
    const p = players[turn % 2];
    const col = p.pick(board);
    try {
      board.drop(col, p.disc);
    } catch (e) {
      if (!(e instanceof IllegalMove)) throw e;
      log(`${p.label} tried ${e.message}`);
      if (++strikes > 2) throw new Error(`${p.name} keeps cheating`, { cause: e });
      continue;
    }
    const line = board.winningLine();
    if (line) {
      log(board.toString());
      return { winner: p.disc, line, moves: board.moves };
    }
    turn++;
  }
  log(board.toString());
  return { winner: null, line: [], moves: board.moves };
}
