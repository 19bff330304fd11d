// Referring to a variable that was never declared.
const answer: number = 42;
console.log(answer + foo); // expect error: Cannot find name 'foo'.
