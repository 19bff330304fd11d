function* names(): Generator<string> {
  yield "ada";
  yield 42; // expect error: Type 'number' is not assignable to type 'string'.
}
console.log([...names()]);
