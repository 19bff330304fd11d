// The type of `await p` is what p's promise holds.
async function name(): Promise<string> {
  return "kiln";
}
async function main(): Promise<void> {
  const n: number = await name(); // expect error: Type 'string' is not assignable to type 'number'.
  console.log(n);
}
main();
