// A generic in-memory repository with change listeners.
export interface Entity {
  id: number;
}

export type Change<T> = { op: "insert"; item: T } | { op: "update"; before: T; after: T } | { op: "delete"; id: number };

export class NotFoundError extends Error {
  constructor(readonly entity: string, readonly id: number) {
    super(`${entity} #${id} not found`);
  }
}

export class Repository<T extends Entity> {
  protected items = new Map<number, T>();
  private nextId = 1;
  private listeners: Array<(c: Change<T>) => void> = [];

  constructor(readonly entity: string) {}

  subscribe(fn: (c: Change<T>) => void): void {
    this.listeners.push(fn);
  }

  private emit(c: Change<T>): void {
    for (const l of this.listeners) l(c);
  }

  insert(data: Omit<T, "id">): T {
    const item = { ...data, id: this.nextId++ } as T;
    this.items.set(item.id, item);
    this.emit({ op: "insert", item });
    return item;
  }

  get(id: number): T {
    const it = this.items.get(id);
    if (!it) throw new NotFoundError(this.entity, id);
    return it;
  }

  update(id: number, patch: Partial<Omit<T, "id">>): T {
    const before = this.get(id);
    const after = { ...before, ...patch };
    this.items.set(id, after);
    this.emit({ op: "update", before, after });
    return after;
  }

  delete(id: number): void {
    this.get(id);
    this.items.delete(id);
    this.emit({ op: "delete", id });
  }

  all(): T[] {
    return [...this.items.values()];
  }

  where(pred: (t: T) => boolean): T[] {
    return this.all().filter(pred);
  }
}
