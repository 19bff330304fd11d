// The transition function and the machine that applies it.
import type { Event, Slot, SlotId, State, StateKind, StateOf, Coin } from "./states";
import { makeChange, cents } from "./money";

export class MachineError extends Error {
  constructor(readonly state: StateKind, readonly event: Event["type"]) {
    super(`cannot ${event} while ${state}`);
  }
}

type Handlers = { [K in StateKind]: (s: StateOf<K>, e: Event, m: Machine) => State };

function assertNever(x: never): never {
  throw new Error(`unexpected ${JSON.stringify(x)}`);
}

const handlers: Handlers = {
  idle: (s, e, m) => (e.type === "coin" ? { kind: "collecting", credit: m.accept(e.coin) } : m.refuse(s, e)),
  collecting: (s, e, m) => {
    switch (e.type) {
      case "coin":
        return { kind: "collecting", credit: s.credit + m.accept(e.coin) };
      case "cancel":
        m.refund(s.credit);
        return { kind: "idle" };
      case "select": {
        const slot = m.slot(e.slot);
        if (slot.stock === 0) {
          m.say(`${slot.name} is sold out`);
          return s;
        }
        if (s.credit < slot.price) {
          m.say(`${slot.name} costs ${cents(slot.price)}, credit ${cents(s.credit)}`);
          return s;
        }
        slot.stock--;
        return { kind: "vending", slot: slot.id, change: s.credit - slot.price };
      }
      case "taken":
      case "kick":
        return m.refuse(s, e);
      default:
        return assertNever(e);
    }
  },
  vending: (s, e, m) => {
    if (e.type !== "taken") return m.refuse(s, e);
    if (s.change > 0) m.refund(s.change);
    return { kind: "idle" };
  },
  broken: (s, e, m) => (e.type === "kick" ? { kind: "idle" } : m.refuse(s, e)),
};

export class Machine {
  private state: State = { kind: "idle" };
  readonly bank = new Map<Coin, number>([[25, 2], [10, 1], [5, 1]]);
  readonly messages: string[] = [];
  private errors = 0;
  constructor(private slots: Map<SlotId, Slot>) {}

  get current(): Readonly<State> {
    return this.state;
  }
  send(e: Event): StateKind {
    const h = handlers[this.state.kind] as (s: State, e: Event, m: Machine) => State;
    try {
      this.state = h(this.state, e, this);
    } catch (err) {
      if (!(err instanceof MachineError)) throw err;
      this.say(err.message);
      if (++this.errors >= 3) this.state = { kind: "broken", reason: `${this.errors} bad events` };
    }
    return this.state.kind;
  }
  accept(c: Coin): number {
    this.bank.set(c, (this.bank.get(c) ?? 0) + 1);
    return c;
  }
  refund(amount: number): void {
    const coins = makeChange(amount, this.bank);
    this.say(coins ? `change ${cents(amount)}: ${coins.join("+")}` : `cannot make ${cents(amount)}, IOU`);
  }
  slot(id: SlotId): Slot {
    const s = this.slots.get(id);
    if (!s) throw new RangeError(`no slot ${id}`);
    return s;
  }
  refuse(s: State, e: Event): never {
    throw new MachineError(s.kind, e.type);
  }
  say(msg: string): void {
    this.messages.push(msg);
  }
}
