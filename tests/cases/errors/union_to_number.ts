// A value that may be undefined cannot be stored in a plain number.
function find(s: string, c: string): number | undefined {
  const i: number = s.indexOf(c);
  return i < 0 ? undefined : i;
}
const at: number = find("kiln", "l"); // expect error: Type 'number | undefined' is not assignable to type 'number'.
console.log(at);
