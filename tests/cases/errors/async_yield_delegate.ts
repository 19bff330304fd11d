// yield* inside an async generator is not compiled yet: a clear error.
async function* inner(): AsyncGenerator<number> {
  yield 1;
}
async function* outer(): AsyncGenerator<number> {
  yield* inner(); // expect error: unsupported: yield* in an async generator
}
outer();
