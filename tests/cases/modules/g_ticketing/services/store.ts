import { Priority, Status, DEFAULT_TAGS, isAllowed } from "../domain";
import type { Ticket, TicketDraft } from "../domain";

export class TransitionError extends Error {
  constructor(readonly ticket: number, readonly from: Status, readonly to: Status) {
    super(`ticket #${ticket}: ${from} -> ${to} is not allowed`);
    this.name = "TransitionError";
  }
}

export class TicketStore {
  #next = 100;
  readonly #tickets = new Map<number, Ticket>();
  constructor(private readonly now: () => number) {}

  create(d: TicketDraft): Ticket {
    const t: Ticket = {
      id: this.#next++,
      title: d.title,
      priority: d.priority,
      status: Status.Open,
      assignee: d.assignee,
      tags: [...DEFAULT_TAGS, ...(d.tags ?? [])],
      createdAt: this.now(),
      history: [],
    };
    this.#tickets.set(t.id, t);
    return t;
  }

  get(id: number): Ticket {
    const t = this.#tickets.get(id);
    if (!t) throw new RangeError(`no ticket #${id}`);
    return t;
  }

  move(id: number, to: Status): Ticket {
    const t = this.get(id);
    if (!isAllowed(t, to)) throw new TransitionError(id, t.status, to);
    t.history.push({ at: this.now(), from: t.status, to });
    t.status = to;
    return t;
  }

  escalate(id: number): Priority {
    const t = this.get(id);
    if (t.priority < Priority.Urgent) t.priority++;
    return t.priority;
  }

  *all(filter?: (t: Ticket) => boolean): Generator<Ticket> {
    for (const t of this.#tickets.values()) if (!filter || filter(t)) yield t;
  }

  get size(): number {
    return this.#tickets.size;
  }
}
