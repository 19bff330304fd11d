function f(v: unknown): number {
  const a = v.length; // expect error: 'v' is of type 'unknown'.
  const n: number = v; // expect error: Type 'unknown' is not assignable to type 'number'.
  v(); // expect error: 'v' is of type 'unknown'.
  return a + n;
}
console.log(f(1));
