import type { Task, TaskId } from "./types";

export type TaskEvent =
  | { type: "created"; task: Task }
  | { type: "completed"; id: TaskId }
  | { type: "retitled"; id: TaskId; from: string; to: string };

type Listener = (e: TaskEvent) => void;

export class EventBus {
  private listeners: Listener[] = [];
  private count = 0;

  subscribe(l: Listener): () => void {
    this.listeners.push(l);
    return () => {
      this.listeners = this.listeners.filter((x) => x !== l);
    };
  }

  emit(e: TaskEvent): void {
    this.count++;
    for (const l of this.listeners) l(e);
  }

  get emitted(): number {
    return this.count;
  }
}

export function describeEvent(e: TaskEvent): string {
  switch (e.type) {
    case "created":
      return `+ ${e.task.id} "${e.task.title}" (${e.task.priority})`;
    case "completed":
      return `✓ ${e.id}`;
    case "retitled":
      return `~ ${e.id}: "${e.from}" -> "${e.to}"`;
  }
}
