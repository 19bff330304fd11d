import { TRANSITIONS, type State, Level, isTerminal } from "./states";

export interface Transition {
  from: State;
  to: State;
  at: number;
  note?: string;
}

export class TransitionError extends Error {
  constructor(readonly from: State, readonly to: State) {
    super(`cannot go from ${from} to ${to}`);
    this.name = "TransitionError";
  }
}

type Guard = (from: State, to: State) => string | null;

export class Machine implements Iterable<Transition> {
  #state: State = "draft";
  #history: Transition[] = [];
  #guards: Guard[] = [];
  static #clock = 0;
  static logLevel = Level.Info;
  static readonly log: string[] = [];

  constructor(readonly id: string) {}

  get state(): State {
    return this.#state;
  }

  get done(): boolean {
    return isTerminal(this.#state);
  }

  guard(g: Guard): this {
    this.#guards.push(g);
    return this;
  }

  can(to: State): boolean {
    return (TRANSITIONS[this.#state] as readonly State[]).includes(to);
  }

  go(to: State, note?: string): this {
    if (!this.can(to)) throw new TransitionError(this.#state, to);
    for (const g of this.#guards) {
      const why = g(this.#state, to);
      if (why) {
        Machine.write(Level.Warn, `${this.id}: ${this.#state}->${to} blocked: ${why}`);
        return this;
      }
    }
    const t: Transition = { from: this.#state, to, at: ++Machine.#clock };
    if (note) t.note = note;
    this.#history.push(t);
    Machine.write(Level.Debug, `${this.id}: ${t.from}->${t.to}`);
    this.#state = to;
    return this;
  }

  *[Symbol.iterator](): Iterator<Transition> {
    yield* this.#history;
  }

  static write(level: Level, msg: string): void {
    if (level >= Machine.logLevel) Machine.log.push(`${["DBG", "INF", "WRN"][level]} ${msg}`);
  }
}
