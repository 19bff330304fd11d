// Both arguments must fit the instantiation inferred from the first one.
function same<T>(a: T, b: T): boolean {
  return a === b;
}
console.log(same(1, 2));
console.log(same(1, "1")); // expect error: Argument of type 'string' is not assignable to parameter of type 'number'.
