// Returning a string from a function declared to return number.
function parseAge(text: string): number {
  if (text.length === 0) {
    return 0;
  }
  return text.trim(); // expect error: Type 'string' is not assignable to type 'number'.
}
console.log(parseAge(" 42 "));
