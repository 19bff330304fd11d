// An inferred type argument that breaks the constraint: the argument is reported.
interface HasSize { size: number }
function bigger<T extends HasSize>(a: T, b: T): T {
  return a.size >= b.size ? a : b;
}
console.log(bigger({ size: 1 }, { size: 2 }).size);
console.log(bigger(3, 4)); // expect error: Argument of type 'number' is not assignable to parameter of type 'HasSize'.
