import { Status, Priority } from "./types";
import type { Ticket } from "./types";

// Which transitions are allowed: a table keyed by the const enum's values.
export const TRANSITIONS: Readonly<Record<Status, readonly Status[]>> = {
  [Status.Open]: [Status.InProgress, Status.Done],
  [Status.InProgress]: [Status.Blocked, Status.Done, Status.Open],
  [Status.Blocked]: [Status.InProgress],
  [Status.Done]: [],
};

export function canMove(t: Ticket, to: Status): boolean {
  return TRANSITIONS[t.status].includes(to);
}

export function slaHours(p: Priority): number {
  switch (p) {
    case Priority.Urgent: return 4;
    case Priority.High: return 24;
    case Priority.Normal: return 72;
    case Priority.Low: return 168;
  }
}

export let rulesVersion = 1;
export function bumpRules(): number {
  return ++rulesVersion;
}
