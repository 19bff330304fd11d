// Comparing a string with a number using === can never be true.
function check(s: string): boolean {
  return s === 5; // expect error: This comparison appears to be unintentional because the types 'string' and 'number' have no overlap.
}
console.log(check("5"));
