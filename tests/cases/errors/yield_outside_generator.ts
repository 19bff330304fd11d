function collect(xs: number[]): number {
  let s = 0;
  for (const x of xs) {
    yield x; // expect error: A 'yield' expression is only allowed in a generator body.
    s += x;
  }
  return s;
}
console.log(collect([1, 2]));
