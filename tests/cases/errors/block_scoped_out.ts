// A let declared inside a block is not visible after it.
if (Math.random() < 2) {
  let inner: number = 5;
  console.log(inner);
}
console.log(inner); // expect error: Cannot find name 'inner'.
