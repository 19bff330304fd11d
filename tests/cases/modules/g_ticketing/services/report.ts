import { Status, slaHours, Priority } from "../domain";
import type { Ticket } from "../domain";
import { fmt, formatHours } from "../util";
import { TicketStore } from "./store";

export function board(store: TicketStore): string[] {
  const lines: string[] = [];
  const order = [Status.Open, Status.InProgress, Status.Blocked, Status.Done];
  for (const s of order) {
    const items = [...store.all((t) => t.status === s)].sort((a, b) => b.priority - a.priority || a.id - b.id);
    lines.push(`${fmt.statusIcon(s)} ${s} (${items.length})`);
    for (const t of items) {
      lines.push(`    #${t.id} ${fmt.pad(fmt.priorityLabel(t.priority), 7)}${fmt.pad(t.title, 26)}${t.assignee ?? "-"}`);
    }
  }
  return lines;
}

export function overdue(store: TicketStore, now: number): Array<[Ticket, string]> {
  const out: Array<[Ticket, string]> = [];
  for (const t of store.all((x) => x.status !== Status.Done)) {
    const age = now - t.createdAt;
    const limit = slaHours(t.priority) * 3_600_000;
    if (age > limit) out.push([t, formatHours(age - limit)]);
  }
  return out;
}

export function cycleTimes(store: TicketStore): Map<Priority, number[]> {
  const m = new Map<Priority, number[]>();
  for (const t of store.all((x) => x.status === Status.Done)) {
    const done = t.history.find((h) => h.to === Status.Done)!;
    const list = m.get(t.priority) ?? [];
    list.push(done.at - t.createdAt);
    m.set(t.priority, list);
  }
  return m;
}
