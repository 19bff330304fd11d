// A body that only fails for one instantiation: reported in the body and where it was instantiated.
function total<T>(xs: T[]): number {
  let s = 0;
  for (const x of xs) s = s + x; // expect error: Type 'string' is not assignable to type 'number'.
  return s;
}
console.log(total([1, 2, 3]));
console.log(total(["a", "b"])); // expect error: Errors in 'total<string>', instantiated here
