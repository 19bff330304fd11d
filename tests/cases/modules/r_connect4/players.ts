// Players: an abstract base, a scripted player and the computer.
import type { Board } from "./board";
import { Disc, SYMBOL, type Column } from "./types";
import Minimax, * as ai from "./ai";

export abstract class Player {
  constructor(readonly name: string, readonly disc: Disc) {}
  abstract pick(b: Board): Column;
  get label(): string {
    return `${this.name} (${SYMBOL[this.disc]})`;
  }
}

export class Scripted extends Player {
  private i = 0;
  constructor(name: string, disc: Disc, private readonly script: Column[]) {
    super(name, disc);
  }
  pick(b: Board): Column {
    while (this.i < this.script.length) {
      const c = this.script[this.i++];
      if (c >= 0 && b.canDrop(c)) return c;
      if (c < 0 || c > 6) return c; // let the board refuse it
    }
    return b.legal()[0];
  }
}

export class Computer extends Player {
  private engine: Minimax;
  readonly thoughts: string[] = [];
  constructor(name: string, disc: Disc, depth: number) {
    super(name, disc);
    this.engine = new Minimax(depth);
  }
  pick(b: Board): Column {
    const before = ai.nodesSearched;
    const { column, score } = this.engine.choose(b, this.disc);
    this.thoughts.push(`${column}:${score > 100000 ? "win" : score < -100000 ? "loss" : score}/${ai.nodesSearched - before}`);
    return column;
  }
}
