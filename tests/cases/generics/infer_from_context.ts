// Type arguments the call's arguments leave open come from the type the
// call is expected to have (a return type, an annotated variable), and
// Ok<T> | Err<E> is inferred member by member from a union.
type Ok<T> = { ok: true; value: T };
type Err<E> = { ok: false; error: E };
type Result<T, E = string> = Ok<T> | Err<E>;
const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
const err = <E>(error: E): Err<E> => ({ ok: false, error });
function empty<T>(): T[] { return []; }
function none<T>(): T | undefined { return undefined; }

function tags(csv: string): Result<string[], number> {
  if (!csv) return ok([]);
  const parts = csv.split(",");
  return parts.some((p) => !p) ? err(parts.indexOf("")) : ok(parts);
}
function andThen<T, U, E>(r: Result<T, E>, f: (t: T) => Result<U, E>): Result<U, E> {
  return r.ok ? f(r.value) : r;
}
console.log(tags(""), tags("a,b"), tags("a,,b"));
const names: string[] = empty();
names.push("x");
const n: number | undefined = none();
console.log(names, n);
const r = andThen(tags("x,y,z"), (xs) => (xs.length > 2 ? ok(xs.length) : err(-1)));
const s = andThen(tags("x"), (xs) => (xs.length > 2 ? ok(xs.join("")) : err(-2)));
console.log(r, s);
const m = new Map<string, number[]>([["a", empty()]]);
console.log(m);
