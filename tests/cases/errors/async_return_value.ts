// A return in an async function is checked against T of its Promise<T>.
async function half(n: number): Promise<number> {
  if (n < 0) return "negative"; // expect error: Type 'string' is not assignable to type 'number'.
  return n / 2;
}
half(4);
