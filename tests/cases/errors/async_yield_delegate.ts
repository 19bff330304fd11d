// yield* in an async generator checks what it delegates to against the declared yield type.
async function* inner(): AsyncGenerator<string> {
  yield "a";
}
async function* outer(): AsyncGenerator<number> {
  yield* inner(); // expect error: Type 'string' is not assignable to type 'number'.
}
outer();
