// An async generator's annotation must be an async generator type.
async function* gen(): Promise<number> { // expect error: An async generator cannot have a 'Promise<number>' return type annotation.
  yield 1;
}
gen();
