import { Priority, Status } from "../domain";

export const pad = (s: string | number, n: number): string => String(s).padEnd(n);

export function priorityLabel(p: Priority): string {
  return Priority[p].toUpperCase();
}

const statusIcons: Record<Status, string> = {
  [Status.Open]: "[ ]",
  [Status.InProgress]: "[~]",
  [Status.Blocked]: "[!]",
  [Status.Done]: "[x]",
};
export function statusIcon(s: Status): string {
  return statusIcons[s];
}

export function hours(ms: number): string {
  return `${(ms / 3_600_000).toFixed(1)}h`;
}
