// for await binds async generators, arrays, generators and an
// IncomingMessage; a Set is rejected, not compiled as something else.
async function main(): Promise<void> {
  const s = new Set([1, 2]);
  for await (const v of s) { // expect error: unsupported: for await over a value of type 'Set<number>'
    console.log(v);
  }
}
main();
