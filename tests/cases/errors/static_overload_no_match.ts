class Fmt {
  static pad(n: number): string;
  static pad(s: string, width: number): string;
  static pad(x: number | string, width = 2): string {
    return String(x).padStart(width);
  }
}
console.log(Fmt.pad(1));
console.log(Fmt.pad("x")); // expect error: No overload matches this call.
