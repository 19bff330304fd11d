// bigint across async functions, generators, closures, records and nullable types.
async function slow(x: bigint): Promise<bigint> {
  await null;
  return x * 2n;
}
function* powers(b: bigint): Generator<bigint> {
  let x = 1n;
  for (let i = 0; i < 5; i++) { yield x; x *= b; }
}
function counter(): () => bigint {
  let n = 0n;
  return () => ++n;
}
(async () => {
  console.log(await slow(21n), await Promise.all([slow(1n), slow(2n)]));
  console.log([...powers(10n)]);
  const c = counter();
  c(); c();
  console.log(c());
  const rec: Record<string, bigint> = { a: 1n };
  rec.b = 2n;
  console.log(rec, Object.values(rec), Object.entries(rec));
  let maybe: bigint | null = null;
  console.log(maybe ?? -1n);
  maybe = 7n;
  if (maybe !== null) console.log(maybe + 1n);
})();
