import { Repository, type Entity, type Change } from "./lib";

export enum Priority {
  Low = 1,
  Normal,
  High,
}

export interface Todo extends Entity {
  title: string;
  done: boolean;
  priority: Priority;
  tags: string[];
  due?: string;
}

export class TodoRepo extends Repository<Todo> {
  constructor() {
    super("todo");
  }
  open(): Todo[] {
    return this.where((t) => !t.done).sort((a, b) => b.priority - a.priority || a.id - b.id);
  }
  tagged(tag: string): Todo[] {
    return this.where((t) => t.tags.includes(tag));
  }
  overdue(today: string): Todo[] {
    return this.where((t) => !t.done && t.due !== undefined && t.due < today);
  }
}

export function describeChange(c: Change<Todo>): string {
  switch (c.op) {
    case "insert":
      return `+ #${c.item.id} ${c.item.title}`;
    case "update": {
      const fields = (Object.keys(c.after) as (keyof Todo)[]).filter((k) => JSON.stringify(c.before[k]) !== JSON.stringify(c.after[k]));
      return `~ #${c.after.id} ${fields.join(",")}`;
    }
    case "delete":
      return `- #${c.id}`;
  }
}

export default new TodoRepo();
