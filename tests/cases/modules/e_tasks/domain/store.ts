import { PRIORITY_ORDER, type Priority, type Task, type TaskId } from "./types";
import { EventBus } from "./events";

let nextId = 1;

export default class TaskStore {
  readonly bus = new EventBus();
  readonly #tasks = new Map<TaskId, Task>();

  add(title: string, priority: Priority = "normal", tags: string[] = [], due?: string): Task {
    const id: TaskId = `T-${nextId++}`;
    const task: Task = { id, title, priority, done: false, tags, ...(due !== undefined && { due }) };
    this.#tasks.set(id, task);
    this.bus.emit({ type: "created", task });
    return task;
  }

  complete(id: TaskId): boolean {
    const t = this.#tasks.get(id);
    if (!t || t.done) return false;
    t.done = true;
    this.bus.emit({ type: "completed", id });
    return true;
  }

  retitle(id: TaskId, title: string): void {
    const t = this.#tasks.get(id);
    if (!t) throw new Error(`no task ${id}`);
    const from = t.title;
    t.title = title;
    this.bus.emit({ type: "retitled", id, from, to: title });
  }

  list(filter: { done?: boolean; tag?: string } = {}): Task[] {
    return [...this.#tasks.values()]
      .filter((t) => (filter.done === undefined || t.done === filter.done) && (!filter.tag || t.tags.includes(filter.tag)))
      .sort((a, b) => PRIORITY_ORDER[b.priority] - PRIORITY_ORDER[a.priority] || a.title.localeCompare(b.title));
  }

  get size(): number {
    return this.#tasks.size;
  }
}
