// continue must name a label of an enclosing loop.
for (let i = 0; i < 3; i++) {
  for (let j = 0; j < 3; j++) {
    if (j === 1) continue outer; // expect error: A 'continue' statement can only jump to a label of an enclosing iteration statement.
    console.log(i, j);
  }
}
