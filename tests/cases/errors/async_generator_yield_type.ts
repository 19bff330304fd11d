// yield in an async generator is checked against the declared T (a
// promise of T is awaited first, so it fits too).
async function* names(): AsyncGenerator<string> {
  yield Promise.resolve("ok");
  yield 42; // expect error: Type 'number' is not assignable to type 'string'.
}
names();
