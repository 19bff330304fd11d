// Async iteration is not supported (yet): rejected, not compiled as for-of.
async function main(): Promise<void> {
  const ps = [Promise.resolve(1), Promise.resolve(2)];
  for await (const v of ps) { // expect error: unsupported: for await (async iteration)
    console.log(v);
  }
}
main();
