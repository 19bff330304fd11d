import { Emitter, Subscription } from "./emitter";

export interface Todo {
  readonly id: number;
  title: string;
  done: boolean;
  tags: string[];
}

export type StoreEvents = {
  added: Todo;
  toggled: { id: number; done: boolean };
  removed: number;
  cleared: { count: number; reason?: string };
};

export class TodoStore extends Emitter<StoreEvents> {
  private todos = new Map<number, Todo>();
  private nextId = 1;

  add(title: string, ...tags: string[]): Todo {
    const trimmed = title.trim();
    if (!trimmed) throw new Error("title must not be empty");
    const todo: Todo = { id: this.nextId++, title: trimmed, done: false, tags };
    this.todos.set(todo.id, todo);
    this.emit("added", todo);
    return todo;
  }

  toggle(id: number): boolean {
    const t = this.todos.get(id);
    if (!t) throw new RangeError(`no todo #${id}`);
    t.done = !t.done;
    this.emit("toggled", { id, done: t.done });
    return t.done;
  }

  remove(id: number): void {
    if (this.todos.delete(id)) this.emit("removed", id);
  }

  clearDone(reason?: string): number {
    const done = [...this.todos.values()].filter(t => t.done);
    done.forEach(t => this.todos.delete(t.id));
    this.emit("cleared", reason === undefined ? { count: done.length } : { count: done.length, reason });
    return done.length;
  }

  list(filter: (t: Todo) => boolean = () => true): Todo[] {
    return [...this.todos.values()].filter(filter);
  }

  byTag(): Map<string, string[]> {
    const out = new Map<string, string[]>();
    for (const t of this.todos.values()) {
      for (const tag of t.tags) {
        const titles = out.get(tag) ?? [];
        titles.push(t.title);
        out.set(tag, titles);
      }
    }
    return out;
  }
}

export function logAll(store: TodoStore, log: string[]): Subscription[] {
  return [
    store.on("added", t => log.push(`+ #${t.id} ${t.title}${t.tags.length ? ` [${t.tags.join(", ")}]` : ""}`)),
    store.on("toggled", ({ id, done }) => log.push(`${done ? "x" : "o"} #${id}`)),
    store.on("removed", id => log.push(`- #${id}`)),
    store.on("cleared", c => log.push(`cleared ${c.count}${c.reason ? ` (${c.reason})` : ""}`)),
  ];
}
