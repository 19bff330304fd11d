// A generator function expression yields what its contextual type says.
const g: () => Generator<number> = function* () {
  yield "a"; // expect error: Type 'string' is not assignable to type 'number'.
};
console.log([...g()]);
