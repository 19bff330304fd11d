import type { Entity, Id } from "../entity";
import { bump } from "../entity";
import { Cache } from "../cache";

export class NotFound extends Error {
  constructor(readonly kind: string, readonly id: Id) {
    super(`${kind} ${id} not found`);
    this.name = "NotFound";
  }
}

export class Conflict extends Error {
  name = "Conflict";
  constructor(readonly id: Id, readonly expected: number, readonly actual: number) {
    super(`${id}: version ${expected} expected, found ${actual}`);
  }
}

/** An async repository over an in-memory table with a read cache. */
export abstract class Repository<T extends Entity> {
  protected rows = new Map<Id, T>();
  protected cache: Cache<Id, T>;
  static instances = 0;
  abstract readonly kind: string;

  constructor(cacheSize = 2) {
    this.cache = new Cache<Id, T>(cacheSize);
    Repository.instances++;
  }

  protected abstract validate(e: T): string[];

  async save(e: T): Promise<T> {
    const problems = this.validate(e);
    if (problems.length) throw new TypeError(`invalid ${this.kind}: ${problems.join("; ")}`);
    const cur = this.rows.get(e.id);
    if (cur && cur.version !== e.version) throw new Conflict(e.id, e.version, cur.version);
    if (!cur) bump();
    const next = { ...e, version: e.version + 1 };
    this.rows.set(e.id, next);
    this.cache.invalidate(e.id);
    return next;
  }

  async find(id: Id): Promise<T | undefined> {
    const hit = this.cache.get(id);
    if (hit) return hit;
    await Promise.resolve();
    const row = this.rows.get(id);
    if (row) this.cache.set(id, row);
    return row;
  }

  async get(id: Id): Promise<T> {
    const row = await this.find(id);
    if (!row) throw new NotFound(this.kind, id);
    return row;
  }

  async where(pred: (e: T) => boolean): Promise<T[]> {
    return [...this.rows.values()].filter(pred);
  }

  get cacheStats(): string {
    const s = this.cache.stats;
    return `${this.kind}: ${s.hits} hits, ${s.misses} misses, ${s.evictions} evictions`;
  }
}
