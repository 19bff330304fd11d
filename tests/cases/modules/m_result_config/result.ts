// A small Result/Option library: tagged unions with free functions and a
// fluent wrapper, in the style of Rust's std::result and std::option.

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E> = Ok<T> | Err<E>;

export type Option<T> = { readonly some: true; readonly value: T } | { readonly some: false };

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });
export const some = <T>(value: T): Option<T> => ({ some: true, value });
export const none: Option<never> = { some: false };

export function fromNullable<T>(value: T | null | undefined): Option<T> {
  return value === null || value === undefined ? none : some(value);
}

export function map<T, U, E>(r: Result<T, E>, f: (value: T) => U): Result<U, E> {
  return r.ok ? ok(f(r.value)) : r;
}

export function mapErr<T, E, F>(r: Result<T, E>, f: (error: E) => F): Result<T, F> {
  return r.ok ? r : err(f(r.error));
}

export function flatMap<T, U, E>(r: Result<T, E>, f: (value: T) => Result<U, E>): Result<U, E> {
  return r.ok ? f(r.value) : r;
}

export function unwrapOr<T, E>(r: Result<T, E>, fallback: T): T {
  return r.ok ? r.value : fallback;
}

export function optMap<T, U>(o: Option<T>, f: (value: T) => U): Option<U> {
  return o.some ? some(f(o.value)) : none;
}

export function optUnwrapOr<T>(o: Option<T>, fallback: T): T {
  return o.some ? o.value : fallback;
}

export function okOr<T, E>(o: Option<T>, error: E): Result<T, E> {
  return o.some ? ok(o.value) : err(error);
}

// Collects every Ok, or every Err when there is at least one.
export function combine<T, E>(results: readonly Result<T, E>[]): Result<T[], E[]> {
  const values: T[] = [];
  const errors: E[] = [];
  for (const r of results) {
    if (r.ok) values.push(r.value);
    else errors.push(r.error);
  }
  return errors.length > 0 ? err(errors) : ok(values);
}

export function tryCatch<T>(f: () => T): Result<T, string> {
  try {
    return ok(f());
  } catch (e) {
    return err(e instanceof Error ? e.message : String(e));
  }
}

export function show<T, E>(r: Result<T, E>, fmt: (v: T) => string = String): string {
  return r.ok ? `Ok(${fmt(r.value)})` : `Err(${JSON.stringify(r.error)})`;
}

// A fluent wrapper for pipelines: wrap(r).map(...).flatMap(...).get()
export class Chain<T, E> {
  constructor(readonly result: Result<T, E>) {}
  map<U>(f: (value: T) => U): Chain<U, E> {
    return new Chain(map(this.result, f));
  }
  flatMap<U>(f: (value: T) => Result<U, E>): Chain<U, E> {
    return new Chain(flatMap(this.result, f));
  }
  filter(pred: (value: T) => boolean, error: (value: T) => E): Chain<T, E> {
    return this.flatMap((v) => (pred(v) ? ok(v) : err(error(v))));
  }
  unwrapOr(fallback: T): T {
    return unwrapOr(this.result, fallback);
  }
}

export const wrap = <T, E>(r: Result<T, E>): Chain<T, E> => new Chain(r);
