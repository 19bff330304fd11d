// Calling a method on a value that may be null.
function firstWord(s: string): string | null {
  const i: number = s.indexOf(" ");
  return i < 0 ? null : s.slice(0, i);
}
const w: string | null = firstWord("hello world");
console.log(w.toUpperCase()); // expect error: 'w' is possibly 'null'.
