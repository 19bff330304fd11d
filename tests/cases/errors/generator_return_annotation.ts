function* counts(): number[] { // expect error: A generator cannot have a 'number[]' return type annotation.
  yield 1;
}
console.log(counts());
