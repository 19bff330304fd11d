// An explicit type argument must satisfy the type parameter's constraint.
function idOf<T extends { id: number }>(x: T): number {
  return x.id;
}
console.log(idOf({ id: 1, name: "a" }));
console.log(idOf<string>("a")); // expect error: Type 'string' does not satisfy the constraint '{ id: number; }'.
