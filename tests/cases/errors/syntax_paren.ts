// A missing closing parenthesis.
const a: number = 1;
const b: number = (a + 2; // expect error: ')' expected.
console.log(b);
