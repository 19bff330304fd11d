// A call in a branch of a conditional takes the context's type for the type
// parameters its arguments leave open (`c ? Maybe.some(x) : Maybe.none()`).
class Maybe<T> {
  private constructor(private readonly v: T | undefined, readonly isSome: boolean) {}
  static some<T>(v: T): Maybe<T> { return new Maybe(v, true); }
  static none<T>(): Maybe<T> { return new Maybe<T>(undefined, false); }
  map<U>(f: (v: T) => U): Maybe<U> { return this.isSome ? Maybe.some(f(this.v as T)) : Maybe.none<U>(); }
  toString(): string { return this.isSome ? `Some(${String(this.v)})` : "None"; }
}
const users = new Map<number, string>([[1, "ann"]]);
const find = (id: number): Maybe<string> => (users.has(id) ? Maybe.some(users.get(id)!) : Maybe.none());
function find2(id: number): Maybe<number> { return id > 0 ? Maybe.some(id) : Maybe.none(); }
const o: Maybe<string> = users.size > 5 ? Maybe.none() : Maybe.some("x");
console.log(`${find(1)} ${find(2)} ${find2(3)} ${find2(-1)} ${o} ${find(1).map(s => s.length)}`);
