export type TaskId = `T-${number}`;
export type Priority = "low" | "normal" | "high";

export interface Task {
  readonly id: TaskId;
  title: string;
  priority: Priority;
  done: boolean;
  tags: string[];
  due?: string;
}

export interface Clock {
  today(): string;
}

export const PRIORITY_ORDER: Record<Priority, number> = { low: 0, normal: 1, high: 2 };
