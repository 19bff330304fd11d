function* inner(): Generator<number, number> { yield 1; return 2; }
function* outer(): Generator<number, number> {
  const a = 1 + (yield* inner()); // expect error: unsupported: the value of a yield* expression here
  return a;
}
console.log([...outer()]);
