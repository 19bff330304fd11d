// An Optional<T> built from a generic interface and generic helper functions.
interface Optional<T> {
  present: boolean;
  value: T | undefined;
}

function some<T>(value: T): Optional<T> {
  return { present: true, value };
}
function none<T>(): Optional<T> {
  return { present: false, value: undefined };
}
function mapOpt<T, U>(o: Optional<T>, f: (v: T) => U): Optional<U> {
  if (o.present && o.value !== undefined) return some(f(o.value));
  return none<U>();
}
function orElse<T>(o: Optional<T>, fallback: T): T {
  return o.present && o.value !== undefined ? o.value : fallback;
}
function findFirst<T>(xs: T[], pred: (x: T) => boolean): Optional<T> {
  for (const x of xs) if (pred(x)) return some(x);
  return none<T>();
}

const ages: number[] = [12, 17, 21, 34, 8];
const adult = findFirst(ages, (a) => a >= 18);
const senior = findFirst(ages, (a) => a >= 65);
console.log(adult, senior);
console.log(orElse(mapOpt(adult, (a) => "age " + a), "nobody"));
console.log(orElse(mapOpt(senior, (a) => "age " + a), "nobody"));
const names: string[] = ["", "zoe", "al"];
const firstName = findFirst(names, (s) => s.length > 0);
console.log(orElse(mapOpt(firstName, (s) => s.toUpperCase()), "?"), orElse(mapOpt(firstName, (s) => s.length), 0));
const nested = some(some(3));
console.log(nested, orElse(orElse(nested, none<number>()), -1));
