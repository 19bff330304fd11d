// Async iteration is bound for an IncomingMessage only: any other operand
// (here an array of promises) is rejected, not compiled as a for-of.
async function main(): Promise<void> {
  const ps = [Promise.resolve(1), Promise.resolve(2)];
  for await (const v of ps) { // expect error: unsupported: for await over a value of type 'Promise<number>[]' (only an IncomingMessage)
    console.log(v);
  }
}
main();
