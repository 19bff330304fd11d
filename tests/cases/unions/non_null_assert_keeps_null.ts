// `x!` checks nothing at run time: where the context accepts null (or
// undefined) too, a value asserted non-null that is null after all stays
// null (narrowed to a string it became the string "null").
const seats: (string | null)[] = ["ann", "bob", null];
seats.splice(1, 0, seats.pop()!); // rotate, the bye included
console.log(seats);
seats.push(seats.shift()!);
console.log(seats, seats.filter((s) => s === null).length);
function rotate<T>(xs: (T | null)[]): (T | null)[] {
  const copy = [...xs];
  copy.unshift(copy.pop()!);
  return copy;
}
console.log(rotate([1, 2, null]), rotate(["x", null]));
const slots = new Map<string, number | null>([["a", null], ["b", 2]]);
const kept: (number | null)[] = [];
for (const k of ["a", "b"]) kept.push(slots.get(k)!);
console.log(kept);
const names = ["zed", "amy"];
const first: string = names.pop()!; // narrowed as before: a string
console.log(first.toUpperCase(), names);
