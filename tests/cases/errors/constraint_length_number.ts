function longest<T extends { length: number }>(a: T, b: T): T {
  return a.length >= b.length ? a : b;
}
console.log(longest("ab", "c"));
console.log(longest(10, 200)); // expect error: Argument of type 'number' is not assignable to parameter of type '{ length: number; }'.
