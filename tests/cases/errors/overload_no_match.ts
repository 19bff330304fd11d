function pad(n: number): string;
function pad(s: string, width: number): string;
function pad(x: number | string, width = 2): string {
  return String(x).padStart(width);
}
console.log(pad("x")); // expect error: No overload matches this call.
