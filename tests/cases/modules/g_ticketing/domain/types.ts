// Domain types shared by every module.
export enum Priority {
  Low = 1,
  Normal,
  High,
  Urgent,
}

export const enum Status {
  Open = "open",
  InProgress = "in_progress",
  Blocked = "blocked",
  Done = "done",
}

export interface Ticket {
  readonly id: number;
  title: string;
  priority: Priority;
  status: Status;
  assignee?: string;
  readonly tags: string[];
  readonly createdAt: number;
  history: Array<{ at: number; from: Status; to: Status }>;
}

export type TicketDraft = Pick<Ticket, "title" | "priority"> & Partial<Pick<Ticket, "assignee" | "tags">>;

export const DEFAULT_TAGS: readonly string[] = ["triage"];
