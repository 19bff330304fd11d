// await belongs to async functions and async generators, not to function*.
function* gen(): Generator<number> {
  const v = await Promise.resolve(1); // expect error: 'await' expressions are only allowed within async functions and at the top levels of modules.
  yield v;
}
console.log([...gen()]);
