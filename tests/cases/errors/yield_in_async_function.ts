// yield needs a generator body; an async function is not one.
async function f(): Promise<number> {
  yield 1; // expect error: A 'yield' expression is only allowed in a generator body.
  return 2;
}
f();
